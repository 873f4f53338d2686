import { QueryCache, QueryClient } from '@tanstack/react-query';
import { toast } from '@/shared/ui/toast';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** Said once when the first load fails (a failed refetch of data already shown is the refresher's to say). */
      loadErrorToast?: { title: string; description: string };
    };
  }
}

/** The app's one query cache; its error toasts come from here, never from a page's effect. */
export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (_error, query) => {
        const message = query.meta?.loadErrorToast;
        if (message && query.state.data === undefined) toast.error(message.title, { description: message.description });
      },
    }),
    defaultOptions: {
      queries: { staleTime: 15_000, retry: 2, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/**
 * A module, not a provider's state: it is downloaded with the first page that reads data (never with
 * the home page), and every page after it shares the same cache.
 */
export const queryClient = createQueryClient();
