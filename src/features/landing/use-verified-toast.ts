/**
 * `/?verified=success` (the e-mail confirmation's return): shows the toast 'Account verified
 * successfully! You can now log in.' for VERIFIED_TOAST_MS and clears the query (history replaced,
 * so Back does not show it again).
 */
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

export const VERIFIED_TOAST_TEXT = 'Account verified successfully! You can now log in.';
/** How long the verified toast stays, in milliseconds (spec section 9). */
export const VERIFIED_TOAST_MS = 5000;

export function useVerifiedToast(): void {
  const [params, setParams] = useSearchParams();
  const verified = params.get('verified') === 'success';
  const shown = useRef(false);

  useEffect(() => {
    if (!verified || shown.current) return;
    shown.current = true;
    void import('@/lib/toast').then(({ toast }) => toast.success(VERIFIED_TOAST_TEXT, { id: 'verified', duration: VERIFIED_TOAST_MS }));
    setParams({}, { replace: true });
  }, [verified, setParams]);
}
