// The back office's calls of the trust checks (api/src/trust/routes.ts), on the site's one API client.
import type { AdminTrustCheckDto, AdminTrustCountDto, TrustDecisionBody } from '#contract/trust.ts';
import { api } from '#site/lib/api.ts';

export const trustChecksKey = ['admin', 'trust-checks'] as const;

export const fetchTrustChecks = () => api<AdminTrustCheckDto[]>('/api/admin/trust-checks');
export const fetchTrustCheckCount = () => api<AdminTrustCountDto>('/api/admin/trust-checks/count');
export const decideTrustCheck = (check: Pick<AdminTrustCheckDto, 'kind' | 'id'>, body: TrustDecisionBody) =>
  api<AdminTrustCheckDto[]>(
    `/api/admin/${check.kind === 'verification' ? 'verifications' : 'seals'}/${check.id}/decision`,
    { method: 'POST', body },
  );
