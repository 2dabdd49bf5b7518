import { describe, expect, it } from 'vitest';
import {
  APPROVED,
  canTransition,
  decisionNeedsReason,
  decisionTarget,
  endsAccess,
  isUserStatusId,
  signUpStatus,
  TRANSITION_ACTORS,
  type TransitionActor,
  USER_STATUSES,
  userStatusName,
} from './user-status.ts';

/*
 * The expected life cycle, written out by hand from issue 4 and ADR 0016 (not derived from the table under
 * test): "from>to" → who may make it. Every other pair of the 15×15 is forbidden for everyone.
 */
const R: TransitionActor = 'registrant';
const CA: TransitionActor = 'companyAdmin';
const BO: TransitionActor = 'backOfficeAdmin';
const WM: TransitionActor = 'webshopManager';
const EXPECTED: Record<string, readonly TransitionActor[]> = {
  '1>3': [R],
  '1>4': [R],
  '2>3': [R],
  '2>4': [R],
  '14>3': [R],
  '14>4': [R],
  '3>4': [CA],
  '4>12': [BO],
  '12>8': [WM],
  '3>5': [CA],
  '4>6': [BO],
  '12>13': [WM],
  '3>11': [CA],
  '4>11': [BO],
  '12>11': [WM],
  '8>11': [BO, CA],
  '11>3': [CA],
  '11>4': [BO],
  '11>12': [WM],
  '11>8': [BO, CA],
  '8>9': [BO],
  '11>9': [BO],
  '8>10': [CA],
  '11>10': [CA],
};

/** Roles that never make a status change, alone or as the only roles held. */
const BYSTANDERS = [[], ['site'], ['webshop'], ['site', 'webshop']] as const;

describe('user status list', () => {
  it('has ids 0–14 with the names of product-page.md §3', () => {
    expect(USER_STATUSES.map((status) => status.id)).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14,
    ]);
    expect(userStatusName(0)).toBe('Undefined');
    expect(userStatusName(3)).toBe('Waiting for company admin approval');
    expect(userStatusName(7)).toBe('Processed by back office (deprecated)');
    expect(userStatusName(8)).toBe('Approved');
    expect(userStatusName(12)).toBe('Pending webshop manager approval');
    expect(userStatusName(14)).toBe('Not registered yet');
    expect(APPROVED).toBe(8);
  });

  it.each([-1, 15, 1.5, Number.NaN, 99])('an unknown id %s throws the spec message', (id) => {
    expect(() => userStatusName(id)).toThrow('User status with statusId not found');
    expect(isUserStatusId(id)).toBe(false);
  });
});

describe('transition table, every pair', () => {
  const ids = USER_STATUSES.map((status) => status.id);
  const pairs = ids.flatMap((from) => ids.map((to) => [from, to] as const));

  it('covers 225 pairs and the expected table names only real statuses', () => {
    expect(pairs).toHaveLength(225);
    for (const key of Object.keys(EXPECTED)) {
      const [from, to] = key.split('>').map(Number);
      expect(isUserStatusId(from as number) && isUserStatusId(to as number)).toBe(true);
    }
  });

  it.each(pairs)('%i → %i: allowed exactly for the expected actors', (from, to) => {
    const allowed = EXPECTED[`${from}>${to}`] ?? [];
    for (const actor of TRANSITION_ACTORS) {
      expect(canTransition(from, to, [actor]), `${from}→${to} by ${actor}`).toBe(allowed.includes(actor));
      // Extra roles that do not count never turn a forbidden transition into an allowed one.
      expect(canTransition(from, to, ['site', 'webshop', actor])).toBe(allowed.includes(actor));
    }
    for (const roles of BYSTANDERS) expect(canTransition(from, to, roles)).toBe(false);
    expect(canTransition(from, to, TRANSITION_ACTORS)).toBe(allowed.length > 0);
  });

  it('never enters or leaves 0 Undefined and 7 (deprecated)', () => {
    for (const other of ids) {
      for (const frozen of [0, 7]) {
        expect(canTransition(frozen, other, TRANSITION_ACTORS)).toBe(false);
        expect(canTransition(other, frozen, TRANSITION_ACTORS)).toBe(false);
      }
    }
  });

  it('forbids unknown ids', () => {
    expect(canTransition(15, 8, TRANSITION_ACTORS)).toBe(false);
    expect(canTransition(12, 99, TRANSITION_ACTORS)).toBe(false);
  });
});

describe('decisions', () => {
  it('walks the approval path, one owner per step', () => {
    expect(signUpStatus(true)).toBe(3);
    expect(signUpStatus(false)).toBe(4);
    expect(decisionTarget(3, 'approve', [CA])).toBe(4);
    expect(decisionTarget(4, 'approve', [BO])).toBe(12);
    expect(decisionTarget(12, 'approve', [WM])).toBe(8);
    expect(decisionTarget(3, 'approve', [BO])).toBeNull();
    expect(decisionTarget(4, 'approve', [CA])).toBeNull();
    expect(decisionTarget(12, 'approve', [BO])).toBeNull();
  });

  it('rejects at each step', () => {
    expect(decisionTarget(3, 'reject', [CA])).toBe(5);
    expect(decisionTarget(4, 'reject', [BO])).toBe(6);
    expect(decisionTarget(12, 'reject', [WM])).toBe(13);
    expect(decisionTarget(8, 'reject', [BO, CA, WM])).toBeNull();
  });

  it('removes by the actor’s role, the back office first when the actor holds both', () => {
    expect(decisionTarget(8, 'remove', [BO])).toBe(9);
    expect(decisionTarget(8, 'remove', [CA])).toBe(10);
    expect(decisionTarget(11, 'remove', [CA, BO])).toBe(9);
    expect(decisionTarget(4, 'remove', [BO])).toBeNull();
  });

  it('holds and resumes to the status before the hold only', () => {
    expect(decisionTarget(8, 'hold', [CA])).toBe(11);
    expect(decisionTarget(12, 'hold', [WM])).toBe(11);
    expect(decisionTarget(11, 'resume', [BO], 8)).toBe(8);
    expect(decisionTarget(11, 'resume', [BO], 4)).toBe(4);
    expect(decisionTarget(11, 'resume', [CA], 4)).toBeNull();
    expect(decisionTarget(11, 'resume', [BO], null)).toBeNull();
    expect(decisionTarget(11, 'resume', [WM], 12)).toBe(12);
  });

  it('asks a reason for rejection and removal, which end access', () => {
    expect(decisionNeedsReason('reject')).toBe(true);
    expect(decisionNeedsReason('remove')).toBe(true);
    expect(decisionNeedsReason('approve')).toBe(false);
    expect(decisionNeedsReason('hold')).toBe(false);
    expect([5, 6, 9, 10, 13].every(endsAccess)).toBe(true);
    expect([0, 1, 2, 3, 4, 7, 8, 11, 12, 14].some(endsAccess)).toBe(false);
  });
});
