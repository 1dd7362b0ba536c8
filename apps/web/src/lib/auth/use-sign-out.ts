import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { signOut } from './sign-out.ts';

/** Signs out here and in every other tab, then shows the sign-in screen. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    await signOut(queryClient);
    await navigate('/login', { replace: true });
  }, [queryClient, navigate]);
}
