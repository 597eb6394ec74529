import {
  SET_PASSWORD_MESSAGES as M,
  PASSWORD_MIN_LENGTH,
} from '../modules/identity/set-password-messages.ts';
import { escapeHtml, layout, messagePage } from './pages.ts';

/** The form: the token travels in a hidden field (it is the only credential of this page). */
export function setPasswordPage(opts: {
  action: string;
  token: string;
  email: string;
  message?: string;
}): string {
  const alert = opts.message ? `<p class="alert" role="alert">${escapeHtml(opts.message)}</p>` : '';
  return layout(
    M.title,
    `${alert}
<p>${escapeHtml(M.intro)}</p>
<form method="post" action="${escapeHtml(opts.action)}">
<input type="hidden" name="token" value="${escapeHtml(opts.token)}">
<label for="email">${escapeHtml(M.emailLabel)}</label>
<input id="email" type="email" name="email" value="${escapeHtml(opts.email)}" autocomplete="username" readonly>
<label for="password">${escapeHtml(M.passwordLabel)}</label>
<input id="password" name="password" type="password" autocomplete="new-password" required minlength="${PASSWORD_MIN_LENGTH}" maxlength="1024" autofocus>
<label for="confirm">${escapeHtml(M.confirmLabel)}</label>
<input id="confirm" name="confirm" type="password" autocomplete="new-password" required minlength="${PASSWORD_MIN_LENGTH}" maxlength="1024">
<button type="submit">${escapeHtml(M.submit)}</button>
</form>`,
  );
}

export function passwordSetPage(signInUrl: string): string {
  return messagePage({ heading: M.doneTitle, message: M.done, link: { href: signInUrl, text: M.signIn } });
}

export function linkProblemPage(
  reason: 'invalid' | 'expired' | 'used' | 'disabled',
  homeUrl: string,
): string {
  return messagePage({
    heading: M.linkProblemTitle,
    message: M[reason],
    link: { href: homeUrl, text: M.returnToScout },
  });
}
