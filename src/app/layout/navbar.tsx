import { Menu, X } from 'lucide-react';
import { useState } from 'react';
import { Link, NavLink } from '@/shared/lib/router';
import { WalletButton } from '@/entities/wallet/ui/wallet-button';
import { ClusterSelect } from '@/features/cluster/ui/cluster-select';
import { AddressButton } from '@/features/wallet/ui/address-button';
import { cn } from '@/shared/lib/cn';
import { Button } from '@/shared/ui/button';
import { ThemeSwitch } from './theme-switch';

export const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/create-token', label: 'Create Token' },
  { to: '/mint-token', label: 'Mint Tokens' },
  { to: '/send-token', label: 'Send Tokens' },
  { to: '/transactions', label: 'Transactions' },
  { to: '/multisig', label: 'Multisig' },
] as const;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-2.5 py-2 text-sm font-medium whitespace-nowrap transition-colors',
    isActive ? 'bg-primary/10 text-primary' : 'text-muted-foreground hover:bg-muted hover:text-foreground',
  );

export function Navbar() {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <header className="sticky top-0 z-40 border-b bg-background/85 backdrop-blur">
      <nav className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4" aria-label="Main">
        <Link to="/" className="flex shrink-0 items-center gap-2 font-bold" aria-label="Solana Token Manager home">
          <img src="/favicon.svg" alt="" className="size-8" />
          {/* Beside seven links and the wallet, the name fits again from 1536 px. */}
          <span className="hidden sm:inline xl:hidden 2xl:inline">Token Manager</span>
        </Link>
        <div className="hidden flex-1 items-center gap-0.5 xl:flex">
          {NAV_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} className={linkClass}>
              {link.label}
            </NavLink>
          ))}
        </div>
        <div className="ml-auto flex items-center gap-2">
          <div className="hidden items-center md:flex">
            <ClusterSelect className="h-9 w-38" />
          </div>
          <ThemeSwitch />
          <div className="hidden sm:block">
            <AddressButton />
          </div>
          <WalletButton />
          <Button
            variant="ghost"
            size="icon"
            className="xl:hidden"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpen}
            aria-controls="mobile-nav"
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X className="size-5" aria-hidden /> : <Menu className="size-5" aria-hidden />}
          </Button>
        </div>
      </nav>
      {menuOpen && (
        <div id="mobile-nav" data-testid="mobile-nav" className="border-t bg-background px-4 py-3 xl:hidden">
          <div className="flex flex-col gap-1">
            {NAV_LINKS.map((link) => (
              <NavLink key={link.to} to={link.to} className={linkClass} onClick={() => setMenuOpen(false)}>
                {link.label}
              </NavLink>
            ))}
          </div>
          <div className="mt-3 flex flex-wrap items-center gap-2 md:hidden">
            <ClusterSelect />
            <AddressButton />
          </div>
        </div>
      )}
    </header>
  );
}
