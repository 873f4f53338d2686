import { Monitor, Moon, Sun } from 'lucide-react';
import { useTheme, type Theme } from '@/shared/ui/theme';
import { Button } from '@/shared/ui/button';

const NEXT: Record<Theme, Theme> = { light: 'dark', dark: 'system', system: 'light' };
const ICONS = { light: Sun, dark: Moon, system: Monitor };

/** Cycles light → dark → system; the label says what is set now. */
export function ThemeSwitch() {
  const { theme, setTheme } = useTheme();
  const Icon = ICONS[theme];
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={`Theme: ${theme}. Switch to ${NEXT[theme]}`}
      title={`Theme: ${theme}`}
      onClick={() => setTheme(NEXT[theme])}
    >
      <Icon className="size-5" aria-hidden />
    </Button>
  );
}
