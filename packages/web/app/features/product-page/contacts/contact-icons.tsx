/*
 * The line icons of the contact cards and the services block, drawn like ui/icon.tsx (24 px grid, 1.75 stroke).
 * Kept here rather than in ui/icon.tsx: only this area uses them, and the services links name theirs by the
 * catalogue's words (calculator, wrench, shield …), which are not design-system names.
 */
import { LineIcon } from '../../../ui/icon.tsx';

const PATHS = {
  mail: 'M3.5 6h17v12h-17zM3.5 6.5l8.5 6.5 8.5-6.5',
  phone:
    'M6.6 3.5h3l1.4 4.2-2 1.5a11 11 0 005.8 5.8l1.5-2 4.2 1.4v3a2 2 0 01-2.2 2A17 17 0 014.6 5.7a2 2 0 012-2.2z',
  fax: 'M7 9V3.5h10V9M5 9h14a1.5 1.5 0 011.5 1.5V17H17M7 17H3.5v-6.5A1.5 1.5 0 015 9M7 14h10v6.5H7z',
  pin: 'M12 21s-6.5-6-6.5-11a6.5 6.5 0 0113 0c0 5-6.5 11-6.5 11zM12 12.5a2.5 2.5 0 100-5 2.5 2.5 0 000 5z',
  globe:
    'M12 3a9 9 0 100 18 9 9 0 000-18zM3.5 9h17M3.5 15h17M12 3c2.5 2.7 3.6 5.7 3.6 9s-1.1 6.3-3.6 9M12 3C9.5 5.7 8.4 8.7 8.4 12s1.1 6.3 3.6 9',
  person: 'M12 12a4 4 0 100-8 4 4 0 000 8zM4 20c1.2-3.5 4.2-5.5 8-5.5s6.8 2 8 5.5',
  building: 'M4 20.5V5l8-2v17.5M12 8h8v12.5M2.5 20.5h19M7 8h2M7 11.5h2M7 15h2M15 11.5h2M15 15h2',
  calculator: 'M6 3h12v18H6zM8.5 6h7v3.5h-7zM9 13h.01M12 13h.01M15 13h.01M9 16.5h.01M12 16.5h.01M15 16.5h.01',
  wrench:
    'M14.5 4a4.5 4.5 0 00-4.3 5.9L4 16.1 7.9 20l6.2-6.2A4.5 4.5 0 0020 9.5l-2.8 2.8-3.5-3.5L16.5 6A4.5 4.5 0 0014.5 4z',
  shield: 'M12 3l7.5 3v5.5c0 4.6-3.2 8.2-7.5 9.5-4.3-1.3-7.5-4.9-7.5-9.5V6zM8.8 12l2.3 2.3 4.2-4.3',
  document: 'M7 3h7l5 5v13H7zM14 3v5h5M10 13h6M10 17h6',
  support:
    'M4 13.5V12a8 8 0 0116 0v1.5M4 13.5h3v5H5.5A1.5 1.5 0 014 17zM20 13.5h-3v5h1.5a1.5 1.5 0 001.5-1.5zM17 18.5c0 1.5-1.5 2.5-4 2.5',
  training: 'M2.5 9L12 4.5 21.5 9 12 13.5zM6.5 11v5c1.5 1.5 3.4 2.2 5.5 2.2s4-.7 5.5-2.2v-5M21.5 9v5',
  calendar: 'M4 5.5h16V20H4zM4 10h16M8 3.5v4M16 3.5v4',
  star: 'M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z',
  arrow: 'M9 6l6 6-6 6',
  external: 'M14 4h6v6M20 4l-9 9M18 14v6H4V6h6',
} as const;

export type ContactIconName = keyof typeof PATHS;

/** The catalogue's icon words (and a few likely synonyms) to an icon; an unknown word gets the default. */
const SERVICE_ICONS: Record<string, ContactIconName> = {
  calculator: 'calculator',
  selection: 'calculator',
  sizing: 'calculator',
  wrench: 'wrench',
  tool: 'wrench',
  tools: 'wrench',
  service: 'wrench',
  commissioning: 'wrench',
  shield: 'shield',
  agreement: 'shield',
  warranty: 'shield',
  document: 'document',
  documents: 'document',
  file: 'document',
  support: 'support',
  headset: 'support',
  phone: 'phone',
  mail: 'mail',
  email: 'mail',
  training: 'training',
  education: 'training',
  calendar: 'calendar',
  booking: 'calendar',
  globe: 'globe',
  web: 'globe',
};

export const DEFAULT_SERVICE_ICON: ContactIconName = 'star';

export function serviceIconOf(name: string): ContactIconName {
  return SERVICE_ICONS[name.trim().toLowerCase()] ?? DEFAULT_SERVICE_ICON;
}

interface ContactIconProps {
  name: ContactIconName;
  size?: number;
  className?: string;
}

/** Always decorative: the text beside it says what it is. */
export function ContactIcon({ name, size = 20, className }: ContactIconProps) {
  return <LineIcon path={PATHS[name]} size={size} className={className} />;
}
