import { screen } from '@testing-library/react';

/**
 * The newest dialog showing `text`. antd confirm dialogs render into document.body, copy their
 * title into a hidden header, and (their leave animation never ending in happy-dom) stay in the
 * page after closing, so the text may be there several times: the last one is the open dialog.
 */
export async function findDialog(text: string | RegExp): Promise<HTMLElement> {
  const titles = await screen.findAllByText(text);
  const dialog = titles.at(-1)?.closest('.ant-modal');
  if (!(dialog instanceof HTMLElement)) throw new Error('not inside a dialog');
  return dialog;
}
