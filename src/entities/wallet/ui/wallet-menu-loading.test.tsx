import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { connectedWallet, withWallet } from '@test-support/unit/wallet-mock';
import { forgetLoadedWalletMenu, WalletButton } from './wallet-button';

// The wallet menu's module (with Radix's dropdown), counted as the page asks for it and held until `arrive()`.
const menu = vi.hoisted(() => {
  let arrive: () => void = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { loads: 0, arrived, arrive: () => arrive() };
});
vi.mock('./wallet-menu', async (importOriginal) => {
  menu.loads += 1;
  await menu.arrived;
  return importOriginal();
});

// An idle moment that never comes, unless a test says so.
let idle: (() => void)[] = [];
beforeEach(() => {
  forgetLoadedWalletMenu();
  idle = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
});
afterEach(() => vi.unstubAllGlobals());

const ADDRESS_BUTTON = { name: '7Ytt...j2G5' };

describe('the connected wallet menu, loaded on intent', () => {
  it('is not loaded with the page; a click before it arrives opens it on arrival', async () => {
    const user = userEvent.setup();
    const before = menu.loads;
    render(withWallet(<WalletButton />, connectedWallet()));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(menu.loads).toBe(before);

    await user.click(screen.getByRole('button', ADDRESS_BUTTON));
    expect(menu.loads).toBe(before + 1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await act(async () => menu.arrive());
    expect(await screen.findByRole('menuitem', { name: 'Copy address' })).toBeInTheDocument();
  });

  it('loads when the page is idle', async () => {
    render(withWallet(<WalletButton />, connectedWallet()));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByRole('button', ADDRESS_BUTTON)).not.toHaveAttribute('data-state');
    expect(idle.length).toBeGreaterThan(0);
    act(() => idle.forEach((callback) => callback()));
    // The menu's own button, a Radix trigger, has taken the placeholder's place.
    await waitFor(() => expect(screen.getByRole('button', ADDRESS_BUTTON)).toHaveAttribute('data-state', 'closed'));
  });

  it('keeps focus on the button as the menu takes its place', async () => {
    render(withWallet(<WalletButton />, connectedWallet()));
    const placeholder = screen.getByRole('button', ADDRESS_BUTTON);
    expect(placeholder).not.toHaveAttribute('data-state');
    act(() => placeholder.focus());
    fireEvent.focus(placeholder);
    await waitFor(() => expect(screen.getByRole('button', ADDRESS_BUTTON)).toHaveAttribute('data-state', 'closed'));
    expect(screen.getByRole('button', ADDRESS_BUTTON)).toHaveFocus();
  });
});
