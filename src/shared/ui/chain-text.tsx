import { cn } from '@/shared/lib/cn';
import { neutralizeText } from '@/shared/lib/untrusted-text';

/**
 * Text that came from the chain, drawn safely: isolated from the text around it (<bdi>, so a
 * right-to-left name cannot reorder our own words), kept to one line with an ellipsis, the full text
 * on hover (`className` may set a narrower max-w-*). Hidden and direction-changing characters are shown
 * as what they are, whoever called it (neutralising twice changes nothing).
 */
export function ChainText({ text, className }: { text: string; className?: string }) {
  const shown = neutralizeText(text);
  return (
    <bdi
      title={shown}
      className={cn('inline-block truncate align-bottom', !className?.includes('max-w-') && 'max-w-full', className)}
    >
      {shown}
    </bdi>
  );
}
