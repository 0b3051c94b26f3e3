import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';

/**
 * Navigates to an app path given as a string with its query ('/account/verify-phone?next=...').
 * Some targets belong to screens of another feature, so they are reached by href, not typed routes.
 */
export function useGo() {
  const navigate = useNavigate();
  return useCallback((href: string, options: { replace?: boolean } = {}) => navigate({ href, replace: options.replace }), [navigate]);
}
