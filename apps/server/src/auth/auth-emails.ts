import type { EmailMessage } from '@linkloom/services';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function linkEmail(
  to: string,
  subject: string,
  lead: string,
  action: string,
  url: string,
): EmailMessage {
  return {
    to,
    subject,
    text: `${lead}\n\n${action}: ${url}\n\nIf you did not ask for this, you can ignore this e-mail.\n\n— Linkloom`,
    html: `<p>${escapeHtml(lead)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(action)}</a></p><p>If you did not ask for this, you can ignore this e-mail.</p><p>— Linkloom</p>`,
  };
}

export function verificationEmail(to: string, url: string): EmailMessage {
  return linkEmail(
    to,
    'Verify your e-mail address for Linkloom',
    'Welcome to Linkloom! Please confirm that this is your e-mail address.',
    'Verify my e-mail address',
    url,
  );
}

export function passwordResetEmail(to: string, url: string): EmailMessage {
  return linkEmail(
    to,
    'Reset your Linkloom password',
    'Someone (hopefully you) asked to reset the password of your Linkloom account.',
    'Choose a new password',
    url,
  );
}

export function signInFailuresEmail(to: string, failures: number, url: string): EmailMessage {
  return {
    to,
    subject: 'Failed sign-ins to your Linkloom account',
    text: `Someone tried to sign in to your Linkloom account with a wrong password ${failures} times in the last 15 minutes. If it was you, nothing is wrong. If not, your account is safe as long as your password is strong; you can reset it from the sign-in page: ${url}\n\n— Linkloom`,
    html: `<p>Someone tried to sign in to your Linkloom account with a wrong password ${failures} times in the last 15 minutes. If it was you, nothing is wrong.</p><p>If not, your account is safe as long as your password is strong; you can reset it from the <a href="${escapeHtml(url)}">sign-in page</a>.</p><p>— Linkloom</p>`,
  };
}
