import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import CustomUrlDialog from './custom-url-dialog';

describe('CustomUrlDialog', () => {
  it('refuses a URL that is not http(s) and saves a valid one, trimmed', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<CustomUrlDialog open initialUrl="" onOpenChange={() => {}} onSave={onSave} />);
    const field = screen.getByRole('textbox', { name: 'RPC URL' });
    await user.type(field, 'ftp://example.org');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(screen.getByText('Enter a valid RPC URL starting with http:// or https://')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
    await user.clear(field);
    await user.type(field, ' https://rpc.example.org ');
    expect(screen.queryByText(/Enter a valid RPC URL/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(onSave).toHaveBeenCalledWith('https://rpc.example.org');
  });
});

describe('CustomUrlDialog and secrets in URLs', () => {
  it('refuses credentials in the URL, and says when explorer links will leave a query string out', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<CustomUrlDialog open initialUrl="" onOpenChange={() => {}} onSave={onSave} />);
    const field = screen.getByRole('textbox', { name: 'RPC URL' });
    await user.type(field, 'https://alice:secret@rpc.example.org');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(
      screen.getByText(
        'Remove the user name and password from the URL: credentials in a URL are stored and shown in clear',
      ),
    ).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();

    await user.clear(field);
    await user.type(field, 'https://rpc.example.org/?api-key=abc');
    expect(
      screen.getByText(
        'Explorer links will not include this URL: it has a query string, which often holds an API key.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(onSave).toHaveBeenCalledWith('https://rpc.example.org/?api-key=abc');
  });
});
