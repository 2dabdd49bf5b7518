import { describe, expect, it } from 'vitest';
import { backOfficeUsersQuerySchema, userDecisionBodySchema } from './backoffice.ts';

describe('userDecisionBodySchema', () => {
  it('requires a reason to reject or remove, not to approve, hold or resume', () => {
    for (const Decision of ['reject', 'remove'] as const) {
      const missing = userDecisionBodySchema.safeParse({ Decision });
      expect(missing.success).toBe(false);
      expect(missing.error?.issues[0]?.path).toEqual(['Reason']);
      expect(userDecisionBodySchema.safeParse({ Decision, Reason: '  ' }).success).toBe(false);
      expect(userDecisionBodySchema.parse({ Decision, Reason: ' Left the company ' }).Reason).toBe(
        'Left the company',
      );
    }
    for (const Decision of ['approve', 'hold', 'resume'] as const) {
      expect(userDecisionBodySchema.safeParse({ Decision }).success).toBe(true);
    }
    expect(userDecisionBodySchema.safeParse({ Decision: 'delete' }).success).toBe(false);
  });
});

describe('backOfficeUsersQuerySchema', () => {
  it('takes status ids of the list only and pages within bounds', () => {
    expect(backOfficeUsersQuerySchema.parse({})).toEqual({ page: 1, pageSize: 25 });
    expect(backOfficeUsersQuerySchema.parse({ status: '12' }).status).toBe(12);
    expect(backOfficeUsersQuerySchema.safeParse({ status: '15' }).success).toBe(false);
    expect(backOfficeUsersQuerySchema.safeParse({ pageSize: '101' }).success).toBe(false);
    expect(backOfficeUsersQuerySchema.safeParse({ page: '0' }).success).toBe(false);
  });
});
