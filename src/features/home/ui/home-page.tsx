import { ArrowRight, BookOpen, Coins, History, LayoutDashboard, PlusCircle, Send } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from '@/shared/lib/router';
import { explorerHomeUrl } from '@/entities/cluster/explorer';
import { useShownCluster } from '@/entities/cluster/use-cluster';
import { WalletButton } from '@/entities/wallet/ui/wallet-button';
import { useWallet } from '@/entities/wallet/use-wallet';
import { Button } from '@/shared/ui/button';
import { Card } from '@/shared/ui/card';
import { ExternalLink } from '@/shared/ui/external-link';
import { documentTitle } from '@/shared/ui/page-layout';

const FEATURES = [
  {
    to: '/dashboard',
    icon: LayoutDashboard,
    title: 'Dashboard',
    text: 'See your SOL balance, every token you hold and your latest activity.',
  },
  {
    to: '/create-token',
    icon: PlusCircle,
    title: 'Create Token',
    text: 'Launch your own token with a name, symbol, decimals and initial supply.',
  },
  {
    to: '/mint-token',
    icon: Coins,
    title: 'Mint Tokens',
    text: 'Increase the supply of tokens you hold the mint authority for.',
  },
  {
    to: '/send-token',
    icon: Send,
    title: 'Send Tokens',
    text: 'Transfer tokens to any Solana wallet, with the fee shown up front.',
  },
  {
    to: '/transactions',
    icon: History,
    title: 'Transactions',
    text: 'Search, filter and sort the full history of your wallet.',
  },
] as const;

export default function HomePage() {
  const { address } = useWallet();
  const cluster = useShownCluster();
  useEffect(() => {
    document.title = documentTitle();
  }, []);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6">
      <section className="flex flex-col items-center gap-6 py-10 text-center">
        <h1 className="bg-gradient-to-r from-violet-600 to-emerald-600 bg-clip-text text-4xl font-extrabold tracking-tight text-transparent sm:text-6xl dark:from-violet-400 dark:to-emerald-400">
          Manage your Solana Tokens
        </h1>
        <p className="max-w-2xl text-lg text-muted-foreground">
          Create, mint, and send tokens on the Solana blockchain with our simple and intuitive interface.
        </p>
        <div className="flex flex-wrap items-center justify-center gap-3">
          {address ? (
            <Button asChild size="lg">
              <Link to="/dashboard">
                Go to Dashboard <ArrowRight className="size-4" aria-hidden />
              </Link>
            </Button>
          ) : (
            <WalletButton size="lg" />
          )}
          <ExternalLink href={explorerHomeUrl(cluster)} className="px-3 py-2">
            Solana Explorer
          </ExternalLink>
        </div>
      </section>

      <section aria-label="Features" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map(({ to, icon: Icon, title, text }) => (
          <Link
            key={to}
            to={to}
            className="group rounded-xl focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <Card className="h-full p-6 transition group-hover:border-primary/50 group-hover:shadow-md">
              <Icon className="mb-3 size-8 text-primary" aria-hidden />
              <h2 className="text-lg font-semibold">{title}</h2>
              <p className="mt-1 text-sm text-muted-foreground">{text}</p>
            </Card>
          </Link>
        ))}
        <a
          href="https://solana.com/docs"
          target="_blank"
          rel="noopener noreferrer"
          className="group rounded-xl focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <Card className="h-full p-6 transition group-hover:border-primary/50 group-hover:shadow-md">
            <BookOpen className="mb-3 size-8 text-primary" aria-hidden />
            <h2 className="text-lg font-semibold">Learn More</h2>
            <p className="mt-1 text-sm text-muted-foreground">Read the Solana documentation on tokens and wallets.</p>
          </Card>
        </a>
      </section>
    </div>
  );
}
