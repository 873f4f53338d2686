import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PRESET_CLUSTERS } from '@/entities/cluster/model';
import { AppError } from '@/shared/lib/app-error';
import { ActionErrorAlert } from './action-error-alert';

const CATALOGUE = 'Failed to send tokens. Please try again.';

describe('ActionErrorAlert', () => {
  it('a wallet that answered too late: says nothing moved, and asks the wallet again on request', async () => {
    const retry = vi.fn();
    const onDismiss = vi.fn();
    const error = new AppError(
      'expired',
      'The wallet answered after the transaction’s blockhash had expired (a transaction lives 150 blocks, about 30 seconds now), so it was not sent and no fee was paid.',
      { askAgain: true },
    );
    render(
      <ActionErrorAlert
        failure={{ error, catalogueMessage: CATALOGUE, cluster: PRESET_CLUSTERS.localnet, retry }}
        onDismiss={onDismiss}
      />,
    );
    expect(
      screen.getByText('Nothing moved. Asked again, the wallet gets a transaction with a fresh blockhash.'),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Ask the wallet again' }));
    expect(onDismiss).toHaveBeenCalledOnce();
    expect(retry).toHaveBeenCalledOnce();
  });

  it('a refusal the same wallet would meet again: no "Please try again", but what to do instead', () => {
    const error = new AppError(
      'wallet',
      'The wallet added an instruction of System Program before signing; nothing was sent.',
      {
        sameAgain: 'This wallet changes the transaction the same way every time: use another wallet for this.',
      },
    );
    render(
      <ActionErrorAlert
        failure={{ error, catalogueMessage: CATALOGUE, cluster: PRESET_CLUSTERS.localnet }}
        onDismiss={() => {}}
      />,
    );
    expect(
      screen.getByText(
        'Failed to send tokens. The wallet added an instruction of System Program before signing; nothing was sent.',
      ),
    ).toBeVisible();
    expect(screen.queryByText(/Please try again/)).toBeNull();
    expect(
      screen.getByText('This wallet changes the transaction the same way every time: use another wallet for this.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Ask the wallet again' })).toBeNull();
  });
});
