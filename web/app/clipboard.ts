// Copy buttons: the text to the clipboard (or, without the Clipboard API, through a
// hidden selection), the button saying "Copied" for a moment; `say` reports the outcome.
import { t } from '../i18n/messages';

export async function copyText(text: string, button: HTMLButtonElement, say: (text: string) => void): Promise<void> {
  let ok = false;
  try {
    await navigator.clipboard.writeText(text);
    ok = true;
  } catch {
    // Clipboard API unavailable (insecure context): select for a manual copy.
    const probe = document.createElement('textarea');
    probe.value = text;
    probe.setAttribute('readonly', '');
    probe.style.position = 'fixed';
    probe.style.opacity = '0';
    document.body.append(probe);
    probe.select();
    ok = document.execCommand('copy');
    probe.remove();
  }
  const label = button.textContent;
  button.textContent = t(ok ? 'notes.copied' : 'notes.copyFailed');
  say(t(ok ? 'notes.copiedSay' : 'notes.copyFailedSay'));
  setTimeout(() => {
    button.textContent = label;
  }, 1400);
}
