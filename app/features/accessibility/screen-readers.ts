/** Free screen readers, each with where it runs and where to get or learn it. */
export const screenReaders = [
  { id: "nvda", platform: "windows", builtIn: false, href: "https://www.nvaccess.org/download/" },
  {
    id: "narrator",
    platform: "windows",
    builtIn: true,
    href: "https://support.microsoft.com/windows/complete-guide-to-narrator-e4397a0d-ef4f-b386-d8ae-c172f109bdb1",
  },
  { id: "voiceover", platform: "apple", builtIn: true, href: "https://www.apple.com/accessibility/vision/" },
  {
    id: "talkback",
    platform: "android",
    builtIn: true,
    href: "https://support.google.com/accessibility/android/answer/6283677",
  },
  { id: "orca", platform: "linux", builtIn: false, href: "https://help.gnome.org/users/orca/stable/" },
  {
    id: "chromevox",
    platform: "chromeos",
    builtIn: true,
    href: "https://support.google.com/chromebook/answer/7031755",
  },
] as const;
