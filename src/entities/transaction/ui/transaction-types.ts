import {
  ArrowDownLeft,
  ArrowLeftRight,
  ArrowUpRight,
  Boxes,
  Coins,
  Droplet,
  Droplets,
  Flame,
  HandCoins,
  Hourglass,
  Import,
  KeyRound,
  Package,
  PackageOpen,
  Pause,
  PencilLine,
  Percent,
  PiggyBank,
  Play,
  PlusCircle,
  Repeat,
  RotateCw,
  Scaling,
  ShieldAlert,
  ShieldCheck,
  Snowflake,
  SlidersHorizontal,
  TrendingUp,
  Sun,
  Trash2,
  Undo2,
  Webhook,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { TransactionType } from '../model';

/** How a kind of history line shows: its name (in the list and the type filter), icon, colour, and amount's sign. */
export interface TransactionTypeView {
  label: string;
  icon: LucideIcon;
  /** The text colour of its name, icon and amount, light and dark. */
  tone: string;
  /** '-' takes its amount from the wallet, '+' brings it in, '' moves nothing of the wallet's. */
  sign: '-' | '+' | '';
}

const RED = 'text-red-700 dark:text-red-300';
const GREEN = 'text-green-700 dark:text-green-300';
const TEAL = 'text-teal-700 dark:text-teal-300';
const GRAY = 'text-gray-700 dark:text-gray-300';

/** Every kind of history line, one row each: a kind without a row does not compile. */
export const TRANSACTION_TYPE_VIEWS: Record<TransactionType, TransactionTypeView> = {
  send: { label: 'Send', icon: ArrowUpRight, tone: RED, sign: '-' },
  receive: { label: 'Receive', icon: ArrowDownLeft, tone: GREEN, sign: '+' },
  swap: { label: 'Swap', icon: ArrowLeftRight, tone: 'text-indigo-700 dark:text-indigo-300', sign: '-' },
  'pool-deposit': { label: 'Pool deposit', icon: Droplets, tone: TEAL, sign: '-' },
  'pool-withdrawal': { label: 'Pool withdrawal', icon: Droplet, tone: TEAL, sign: '+' },
  'self-transfer': { label: 'Transfer to yourself', icon: Undo2, tone: GRAY, sign: '' },
  mint: { label: 'Mint', icon: Coins, tone: 'text-blue-700 dark:text-blue-300', sign: '+' },
  create: { label: 'Create', icon: PlusCircle, tone: 'text-purple-700 dark:text-purple-300', sign: '+' },
  burn: { label: 'Burn', icon: Flame, tone: 'text-orange-700 dark:text-orange-300', sign: '-' },
  close: { label: 'Close account', icon: Trash2, tone: GRAY, sign: '+' },
  freeze: { label: 'Freeze', icon: Snowflake, tone: 'text-sky-700 dark:text-sky-300', sign: '+' },
  thaw: { label: 'Thaw', icon: Sun, tone: 'text-amber-700 dark:text-amber-300', sign: '+' },
  authority: { label: 'Authority change', icon: KeyRound, tone: GRAY, sign: '+' },
  metadata: { label: 'Metadata update', icon: PencilLine, tone: GRAY, sign: '+' },
  'fee-change': { label: 'Fee change', icon: Percent, tone: GRAY, sign: '+' },
  'fee-withdrawal': { label: 'Fee withdrawal', icon: PiggyBank, tone: GRAY, sign: '+' },
  'fee-harvest': { label: 'Fee harvest', icon: Import, tone: GRAY, sign: '+' },
  pause: { label: 'Pause', icon: Pause, tone: GRAY, sign: '+' },
  resume: { label: 'Resume', icon: Play, tone: GRAY, sign: '+' },
  multiplier: { label: 'Multiplier change', icon: Scaling, tone: GRAY, sign: '+' },
  'interest-rate': { label: 'Interest rate change', icon: TrendingUp, tone: GRAY, sign: '+' },
  'group-size': { label: 'Group size change', icon: Boxes, tone: GRAY, sign: '+' },
  'transfer-hook': { label: 'Transfer hook change', icon: Webhook, tone: GRAY, sign: '+' },
  'default-state': { label: 'Default state change', icon: SlidersHorizontal, tone: GRAY, sign: '+' },
  'account-setting': { label: 'Account setting', icon: ShieldCheck, tone: GRAY, sign: '+' },
  'rent-withdrawal': { label: 'Rent withdrawal', icon: HandCoins, tone: GRAY, sign: '+' },
  wrap: { label: 'Wrap SOL', icon: Package, tone: GRAY, sign: '+' },
  unwrap: { label: 'Unwrap SOL', icon: PackageOpen, tone: GRAY, sign: '+' },
  'force-transfer': { label: 'Force transfer', icon: ShieldAlert, tone: GRAY, sign: '-' },
  'force-burn': { label: 'Force burn', icon: ShieldAlert, tone: GRAY, sign: '-' },
  multisig: { label: 'Multisig created', icon: Users, tone: GRAY, sign: '+' },
  nonce: { label: 'Nonce account created', icon: Hourglass, tone: GRAY, sign: '+' },
  'nonce-advance': { label: 'Nonce advanced', icon: RotateCw, tone: GRAY, sign: '+' },
  // Another program's doing: its amount is what went out (what came in is `received`).
  other: { label: 'Other', icon: Repeat, tone: GRAY, sign: '-' },
};
