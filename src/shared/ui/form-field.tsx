import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import { Label } from './label';

interface FormFieldProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** The control; it receives id, aria-invalid and aria-describedby. */
  children: ReactElement<Record<string, unknown>>;
  id?: string;
}

/** Label, control, hint and the error message under the field, wired for screen readers. */
export function FormField({ label, hint, error, children, id }: FormFieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const control = isValidElement(children)
    ? cloneElement(children, {
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })
    : children;
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={controlId}>{label}</Label>
      {control}
      {hint && (
        // Hints can carry a token's symbol (chain text): a long unbroken one wraps instead of widening the page.
        <p id={hintId} className="text-xs text-muted-foreground [overflow-wrap:anywhere]">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive [overflow-wrap:anywhere]">
          {error}
        </p>
      )}
    </div>
  );
}
