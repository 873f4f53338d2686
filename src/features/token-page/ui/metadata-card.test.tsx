import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/shared/lib/query-client';
import { tokenDetails } from './token-page.fixture';
import { MetadataCard } from './metadata-card';

afterEach(() => vi.unstubAllGlobals());

describe('MetadataCard', () => {
  it('reads the metadata file only when asked: viewing the token tells its host nothing', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ description: 'A kestrel' })));
    vi.stubGlobal('fetch', fetch);
    const token = tokenDetails({
      metadata: {
        uri: 'https://host.example/k.json',
        additional: [],
        updateAuthority: null,
      },
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MetadataCard token={token} />
      </QueryClientProvider>,
    );
    expect(screen.getByText('Its host learns that this browser asked for it.')).toBeVisible();
    expect(fetch).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Read the metadata file' }));
    expect(await screen.findByText('A kestrel')).toBeVisible();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
