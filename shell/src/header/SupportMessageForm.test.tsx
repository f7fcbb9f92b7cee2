import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockHandler } from '@portal/api-client/testing';
import { sessionStore } from '@portal/session';
import { messages, messageStore } from '@portal/ui';
import { makeUser } from '@portal/testing';
import { makeServices, renderAt } from '../test/shell-services';
import SupportMessageForm from './SupportMessageForm';

function show(send: MockHandler = () => ({ success: true })) {
  sessionStore.getState().setSettings({ items: [], supportRecipients: ['help@example.com', 'it@example.com'] });
  sessionStore.getState().setUser(makeUser());
  const services = makeServices({ 'POST /gpo/send/': send });
  const close = jest.fn();
  renderAt(<SupportMessageForm close={close} />, '/', services);
  return { api: services.api, close };
}

const toasts = () => messageStore.getState().messages.map((message) => message.message);
const sends = (api: ReturnType<typeof show>['api']) => api.calls.filter((call) => call.path === '/gpo/send/');

beforeEach(() => messages.clear());

describe('SupportMessageForm (spec 1 §3, the payload checked as the LMS checks it)', () => {
  it('sends the chosen recipients, subject and message, says so and closes', async () => {
    const { api, close } = show();
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'it@example.com' }));
    await user.type(screen.getByRole('textbox', { name: 'Subject' }), 'Access');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'I cannot open my course.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(toasts()).toContain('Your message has been sent.');
    expect(sends(api).map((call) => call.body)).toEqual([{ recipients: ['help@example.com'], subject: 'Access', body: 'I cannot open my course.' }]);
  });

  it('asks for a message, linked to its box, and sends nothing', async () => {
    const { api } = show();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription('Enter your message');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAttribute('aria-invalid', 'true');
    expect(sends(api)).toHaveLength(0);
  });

  it('refuses a subject longer than 200 characters, as the LMS would', async () => {
    const { api } = show();
    const user = userEvent.setup();
    await user.click(screen.getByRole('textbox', { name: 'Subject' }));
    await user.paste('x'.repeat(201));
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveAccessibleDescription('The subject must be one line of at most 200 characters');
    expect(sends(api)).toHaveLength(0);
  });

  it('a failed send says so and keeps everything typed and chosen', async () => {
    const { api, close } = show(() => {
      throw new Error('down');
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'help@example.com' }));
    await user.type(screen.getByRole('textbox', { name: 'Subject' }), 'Access');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'I cannot open my course.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(toasts()).toContain('Your message could not be sent. Please try again.'));
    expect(sends(api)).toHaveLength(1);
    expect(close).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveValue('Access');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('I cannot open my course.');
    expect(screen.getByRole('checkbox', { name: 'help@example.com' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'it@example.com' })).toBeChecked();
  });
});
