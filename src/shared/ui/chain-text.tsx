import { cn } from '@/shared/lib/cn';

/**
 * Text that came from the chain, drawn safely: isolated from the text around it (<bdi>, so a
 * right-to-left name cannot reorder our own words), kept to one line with an ellipsis, the full text
 * on hover (`className` may set a narrower max-w-*). The text itself is expected to be neutralised already (hidden characters made visible).
 */
export function ChainText({ text, className }: { text: string; className?: string }) {
  return (
    <bdi
      title={text}
      className={cn('inline-block truncate align-bottom', !className?.includes('max-w-') && 'max-w-full', className)}
    >
      {text}
    </bdi>
  );
}
