import type { UseFormReturn } from 'react-hook-form';
import type { CreateTokenInput } from '@/data-source/contract';
import { CompatibilityTable } from '@/entities/token/ui/compatibility-table';
import type { CreateTokenValues } from '../api/create-token-form';
import { featuresOfValues } from '../api/templates';

/** Before the token exists: where it will work with the options as chosen, and what to change where it would not. */
export function WhereItWorks({ form }: { form: UseFormReturn<CreateTokenValues, unknown, CreateTokenInput> }) {
  const values = form.watch();
  return (
    <details className="rounded-lg border p-4 [&[open]>summary]:mb-2" data-testid="where-it-works">
      <summary className="cursor-pointer text-sm font-medium">Where it will work</summary>
      <p className="text-sm text-muted-foreground">
        Pools, launchpads and wallets judge a token by its extensions and authorities, as chosen above. Each rule is its
        source’s, dated.
      </p>
      <CompatibilityTable token={featuresOfValues(values)} />
    </details>
  );
}
