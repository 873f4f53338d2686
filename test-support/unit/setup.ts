import '@testing-library/jest-dom/vitest';

// jsdom does not implement scrolling; PageLayout scrolls to the top on route change.
if (typeof window !== 'undefined') window.scrollTo = () => {};

// sonner keeps toasts in a module-level store and replays active ones to a new <Toaster>:
// dismiss them so one test's toasts never show in the next.
afterEach(async () => {
  const { toast } = await import('sonner');
  toast.dismiss();
});

// What one test keeps in this browser (hidden tokens, the address book) never leaks into the next.
afterEach(() => {
  if (typeof localStorage !== 'undefined') localStorage.clear();
});
