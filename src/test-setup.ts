import '@testing-library/jest-dom/vitest';

// jsdom does not implement scrolling; PageLayout scrolls to the top on route change.
if (typeof window !== 'undefined') window.scrollTo = () => {};
