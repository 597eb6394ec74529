import { SIGN_IN_MESSAGES as M } from './messages.ts';

/**
 * Server-rendered pages of the bundled provider. The app's CSP allows inline styles but only
 * same-origin scripts, so nothing here has inline script; the one behaviour that needs script
 * (auto-submitting the logout form) loads AUTO_SUBMIT_SCRIPT from the provider's mount path.
 */

export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** Submits every form marked data-auto-submit once the page has loaded. */
export const AUTO_SUBMIT_SCRIPT =
  "document.addEventListener('DOMContentLoaded',function(){document.querySelectorAll('form[data-auto-submit]').forEach(function(f){f.submit()})});\n";

const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#f0f2f5;
font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:rgba(0,0,0,.88)}
main{width:100%;max-width:380px;margin:24px;padding:32px;background:#fff;border-radius:8px;
box-shadow:0 6px 16px rgba(0,0,0,.08),0 3px 6px -4px rgba(0,0,0,.12)}
.brand{font-size:28px;font-weight:700;letter-spacing:.08em;color:#003a70;text-align:center;margin-bottom:4px}
h1{font-size:18px;font-weight:600;text-align:center;margin:0 0 24px}
p{line-height:1.5}
label{display:block;font-size:14px;margin:0 0 6px}
input{display:block;width:100%;height:40px;padding:6px 11px;margin:0 0 16px;font-size:16px;border:1px solid #d9d9d9;border-radius:6px}
input:focus{outline:none;border-color:#1677ff;box-shadow:0 0 0 2px rgba(5,145,255,.1)}
button,.button{display:block;width:100%;height:40px;font-size:16px;color:#fff;background:#1677ff;border:0;border-radius:6px;
cursor:pointer;text-align:center;line-height:40px;text-decoration:none}
button:hover,.button:hover{background:#4096ff}
.alert{padding:8px 12px;margin:0 0 16px;border:1px solid #ffccc7;background:#fff2f0;border-radius:6px;color:#a8071a}
`;

export function layout(heading: string, body: string, head = ''): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="/favicon.ico" sizes="32x32">
<link rel="icon" type="image/svg+xml" href="/scout-logo.svg">
<title>${escapeHtml(heading)} · SCOUT</title>
<style>${STYLE}</style>
${head}
</head>
<body>
<main>
<div class="brand" aria-hidden="true">SCOUT</div>
<h1>${escapeHtml(heading)}</h1>
${body}
</main>
</body>
</html>`;
}

const alert = (message: string | undefined) =>
  message ? `<p class="alert" role="alert">${escapeHtml(message)}</p>` : '';

export function loginPage(opts: { action: string; email?: string; message?: string }): string {
  const hasEmail = Boolean(opts.email);
  return layout(
    M.title,
    `${alert(opts.message)}
<form method="post" action="${escapeHtml(opts.action)}">
<label for="email">${M.emailLabel}</label>
<input id="email" name="email" type="email" autocomplete="username" required maxlength="254" value="${escapeHtml(opts.email)}"${hasEmail ? '' : ' autofocus'}>
<label for="password">${M.passwordLabel}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required maxlength="1024"${hasEmail ? ' autofocus' : ''}>
<button type="submit">${M.signIn}</button>
</form>`,
  );
}

export function mfaPage(opts: { action: string; message?: string }): string {
  return layout(
    M.title,
    `${alert(opts.message)}
<p>${M.mfaPrompt}</p>
<form method="post" action="${escapeHtml(opts.action)}">
<label for="code">${M.codeLabel}</label>
<input id="code" name="code" type="text" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9]{6}" maxlength="6" required autofocus>
<button type="submit">${M.verify}</button>
</form>`,
  );
}

export function messagePage(opts: {
  heading: string;
  message: string;
  link: { href: string; text: string };
}): string {
  return layout(
    opts.heading,
    `<p>${escapeHtml(opts.message)}</p>
<a class="button" href="${escapeHtml(opts.link.href)}">${escapeHtml(opts.link.text)}</a>`,
  );
}

/**
 * The provider's logout confirmation. The SPA already asked "Are you sure you want to log out?",
 * so the form (which carries the provider's one-time xsrf value) submits itself; the button is
 * there for browsers without script.
 */
export function logoutPage(providerForm: string, scriptSrc: string): string {
  const form = providerForm
    .replace('<form ', '<form data-auto-submit ')
    .replace(
      '</form>',
      `<input type="hidden" name="logout" value="yes"><button type="submit">${M.signOut}</button></form>`,
    );
  return layout(M.signingOut, form, `<script src="${escapeHtml(scriptSrc)}" defer></script>`);
}
