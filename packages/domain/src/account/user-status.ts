/*
 * The user-status list of product-page.md §3 (ids 0–14) as the life cycle of an account (issue 4, ADR 0016).
 * The transition table below is the only place that says which status may follow which, and who may make the
 * change; the server checks every status change against it and records it in `user_status_events`.
 */

export const USER_STATUSES = [
  { id: 0, name: 'Undefined' },
  { id: 1, name: 'Created' },
  { id: 2, name: 'Invited' },
  { id: 3, name: 'Waiting for company admin approval' },
  { id: 4, name: 'Waiting for back office approval' },
  { id: 5, name: 'Rejected by company admin' },
  { id: 6, name: 'Rejected by back office' },
  { id: 7, name: 'Processed by back office (deprecated)' },
  { id: 8, name: 'Approved' },
  { id: 9, name: 'Removed by back office' },
  { id: 10, name: 'Removed by company admin' },
  { id: 11, name: 'On hold' },
  { id: 12, name: 'Pending webshop manager approval' },
  { id: 13, name: 'Rejected by webshop manager' },
  { id: 14, name: 'Not registered yet' },
] as const;

export type UserStatusId = (typeof USER_STATUSES)[number]['id'];

export const USER_STATUS = {
  Undefined: 0,
  Created: 1,
  Invited: 2,
  WaitingForCompanyAdminApproval: 3,
  WaitingForBackOfficeApproval: 4,
  RejectedByCompanyAdmin: 5,
  RejectedByBackOffice: 6,
  ProcessedByBackOffice: 7,
  Approved: 8,
  RemovedByBackOffice: 9,
  RemovedByCompanyAdmin: 10,
  OnHold: 11,
  PendingWebshopManagerApproval: 12,
  RejectedByWebshopManager: 13,
  NotRegisteredYet: 14,
} as const satisfies Record<string, UserStatusId>;

/** The only status that sees prices, stock and delivery dates. */
export const APPROVED = USER_STATUS.Approved;

export const USER_STATUS_NOT_FOUND = 'User status with statusId not found';

export function isUserStatusId(id: number): id is UserStatusId {
  return USER_STATUSES.some((status) => status.id === id);
}

/** The spec's name of a status; an id outside the list throws the spec's message. */
export function userStatusName(id: number): string {
  const status = USER_STATUSES.find((candidate) => candidate.id === id);
  if (!status) throw new Error(USER_STATUS_NOT_FOUND);
  return status.name;
}

/**
 * Who makes a transition. `registrant` is the person themself finishing a sign-up (no one else decides);
 * the others are user roles. A company admin acts only on users of their own company: the table cannot see
 * companies, so the server checks that beside `canTransition`.
 */
export const TRANSITION_ACTORS = ['registrant', 'companyAdmin', 'backOfficeAdmin', 'webshopManager'] as const;
export type TransitionActor = (typeof TRANSITION_ACTORS)[number];

/** The kinds of decision the back office, company admins and the webshop manager take on a user. */
export const USER_DECISIONS = ['approve', 'reject', 'hold', 'resume', 'remove'] as const;
export type UserDecision = (typeof USER_DECISIONS)[number];

export interface UserStatusTransition {
  readonly from: UserStatusId;
  readonly to: UserStatusId;
  readonly actors: readonly TransitionActor[];
  /** The decision this transition carries out; `signUp` is the registrant's own step. */
  readonly kind: UserDecision | 'signUp';
}

const S = USER_STATUS;

/**
 * Every allowed transition; any pair not listed is forbidden. Each approval step belongs to one role: the company
 * admin vets their colleagues, the back office checks the company and the customer data, the webshop manager
 * opens the shop. 0 Undefined and 7 (deprecated) are neither entered nor left. Rejected and removed are final:
 * the person signs up again (a new account) if the decision was wrong.
 */
export const USER_STATUS_TRANSITIONS: readonly UserStatusTransition[] = [
  // Sign-up, from an account the system created, an invitation, or none yet (14).
  ...([S.Created, S.Invited, S.NotRegisteredYet] as const).flatMap((from) => [
    { from, to: S.WaitingForCompanyAdminApproval, actors: ['registrant'], kind: 'signUp' } as const,
    { from, to: S.WaitingForBackOfficeApproval, actors: ['registrant'], kind: 'signUp' } as const,
  ]),
  // The approval path.
  {
    from: S.WaitingForCompanyAdminApproval,
    to: S.WaitingForBackOfficeApproval,
    actors: ['companyAdmin'],
    kind: 'approve',
  },
  {
    from: S.WaitingForBackOfficeApproval,
    to: S.PendingWebshopManagerApproval,
    actors: ['backOfficeAdmin'],
    kind: 'approve',
  },
  { from: S.PendingWebshopManagerApproval, to: S.Approved, actors: ['webshopManager'], kind: 'approve' },
  // Rejections, each by the owner of the step.
  {
    from: S.WaitingForCompanyAdminApproval,
    to: S.RejectedByCompanyAdmin,
    actors: ['companyAdmin'],
    kind: 'reject',
  },
  {
    from: S.WaitingForBackOfficeApproval,
    to: S.RejectedByBackOffice,
    actors: ['backOfficeAdmin'],
    kind: 'reject',
  },
  {
    from: S.PendingWebshopManagerApproval,
    to: S.RejectedByWebshopManager,
    actors: ['webshopManager'],
    kind: 'reject',
  },
  // On hold, by the owner of the step (or, for an approved user, the back office or their company admin)…
  { from: S.WaitingForCompanyAdminApproval, to: S.OnHold, actors: ['companyAdmin'], kind: 'hold' },
  { from: S.WaitingForBackOfficeApproval, to: S.OnHold, actors: ['backOfficeAdmin'], kind: 'hold' },
  { from: S.PendingWebshopManagerApproval, to: S.OnHold, actors: ['webshopManager'], kind: 'hold' },
  { from: S.Approved, to: S.OnHold, actors: ['backOfficeAdmin', 'companyAdmin'], kind: 'hold' },
  // …and back to where the user was (the server takes "where" from the last status event).
  { from: S.OnHold, to: S.WaitingForCompanyAdminApproval, actors: ['companyAdmin'], kind: 'resume' },
  { from: S.OnHold, to: S.WaitingForBackOfficeApproval, actors: ['backOfficeAdmin'], kind: 'resume' },
  { from: S.OnHold, to: S.PendingWebshopManagerApproval, actors: ['webshopManager'], kind: 'resume' },
  { from: S.OnHold, to: S.Approved, actors: ['backOfficeAdmin', 'companyAdmin'], kind: 'resume' },
  // Removal of an account that was approved.
  { from: S.Approved, to: S.RemovedByBackOffice, actors: ['backOfficeAdmin'], kind: 'remove' },
  { from: S.OnHold, to: S.RemovedByBackOffice, actors: ['backOfficeAdmin'], kind: 'remove' },
  { from: S.Approved, to: S.RemovedByCompanyAdmin, actors: ['companyAdmin'], kind: 'remove' },
  { from: S.OnHold, to: S.RemovedByCompanyAdmin, actors: ['companyAdmin'], kind: 'remove' },
];

export function findTransition(from: number, to: number): UserStatusTransition | undefined {
  return USER_STATUS_TRANSITIONS.find((transition) => transition.from === from && transition.to === to);
}

/** Whether an actor holding `actorRoles` may move a user from `from` to `to`. */
export function canTransition(from: number, to: number, actorRoles: readonly string[]): boolean {
  const transition = findTransition(from, to);
  return transition?.actors.some((actor) => actorRoles.includes(actor)) ?? false;
}

/** The status a sign-up starts at: the company admin vets first when the company has one. */
export function signUpStatus(companyHasAdmin: boolean): UserStatusId {
  return companyHasAdmin ? S.WaitingForCompanyAdminApproval : S.WaitingForBackOfficeApproval;
}

/** Rejections and removals end the user's sessions and need a reason. */
export function endsAccess(to: number): boolean {
  return (
    to === S.RejectedByCompanyAdmin ||
    to === S.RejectedByBackOffice ||
    to === S.RejectedByWebshopManager ||
    to === S.RemovedByBackOffice ||
    to === S.RemovedByCompanyAdmin
  );
}

/** A decision needs a written reason when it turns the user away. */
export function decisionNeedsReason(decision: UserDecision): boolean {
  return decision === 'reject' || decision === 'remove';
}

/**
 * The status a decision leads to from `from` for this actor, or null when the actor may not take it.
 * `heldFrom` is the status before the hold (needed for `resume` only). When several targets fit (an actor who is
 * both back office and company admin removing someone), the back office's is taken: it is the wider authority.
 */
export function decisionTarget(
  from: number,
  decision: UserDecision,
  actorRoles: readonly string[],
  heldFrom: number | null = null,
): UserStatusId | null {
  const candidates = USER_STATUS_TRANSITIONS.filter(
    (transition) =>
      transition.from === from &&
      transition.kind === decision &&
      transition.actors.some((actor) => actorRoles.includes(actor)) &&
      (decision !== 'resume' || transition.to === heldFrom),
  );
  const preferred =
    candidates.find((transition) => transition.actors.includes('backOfficeAdmin')) ?? candidates[0];
  return preferred?.to ?? null;
}

/** The statuses waiting for someone's decision, with the role whose step it is. */
export const PENDING_STEP_OWNER: Readonly<Partial<Record<UserStatusId, TransitionActor>>> = {
  [S.WaitingForCompanyAdminApproval]: 'companyAdmin',
  [S.WaitingForBackOfficeApproval]: 'backOfficeAdmin',
  [S.PendingWebshopManagerApproval]: 'webshopManager',
};
