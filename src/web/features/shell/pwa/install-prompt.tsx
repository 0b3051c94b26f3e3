/** 'Install Apotheca' when the browser offers an install prompt (beforeinstallprompt). */
export function InstallPrompt() {
  return null;
}
