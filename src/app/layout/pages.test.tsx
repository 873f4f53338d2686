import { render, screen } from '@testing-library/react';
import { atPath } from '@test-support/unit/at-path';
import { vi } from 'vitest';
import { ErrorBoundary } from './error-boundary';
import NotFoundPage from './not-found-page';

describe('NotFoundPage', () => {
  it('shows 404 with a way home and logs the requested path', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    atPath('/nowhere/at-all');
    render(<NotFoundPage />);
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByText('Oops! Page not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(log.mock.calls.flat().join(' ')).toContain('/nowhere/at-all');
    log.mockRestore();
  });
});

describe('ErrorBoundary', () => {
  it('shows the render-failure screen when a child throws', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = () => {
      throw new Error('boom');
    };
    render(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByText('Please refresh the page or try again later.')).toBeInTheDocument();
    log.mockRestore();
  });
});
