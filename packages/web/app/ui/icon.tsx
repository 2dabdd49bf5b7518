/** Line icons drawn on a 24 px grid; decorative unless a label is given. */
const PATHS = {
  arrowRight: 'M5 12h14M13 6l6 6-6 6',
  arrowLeft: 'M19 12H5M11 6l-6 6 6 6',
  chevronDown: 'M6 9l6 6 6-6',
  chevronUp: 'M6 15l6-6 6 6',
  chevronRight: 'M9 6l6 6-6 6',
  chevronLeft: 'M15 6l-6 6 6 6',
  /** A column that can be sorted but is not: neither direction, so it never reads as sorted. */
  sortable: 'M8 9.5l4-4 4 4M8 14.5l4 4 4-4',
  close: 'M6 6l12 12M18 6L6 18',
  plus: 'M12 5v14M5 12h14',
  minus: 'M5 12h14',
  check: 'M5 12.5l4.5 4.5L19 7',
  globe:
    'M12 3a9 9 0 100 18 9 9 0 000-18zM3.5 9h17M3.5 15h17M12 3c2.5 2.7 3.6 5.7 3.6 9s-1.1 6.3-3.6 9M12 3C9.5 5.7 8.4 8.7 8.4 12s1.1 6.3 3.6 9',
  grid: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  search: 'M10.5 4a6.5 6.5 0 100 13 6.5 6.5 0 000-13zM15.5 15.5L20 20',
  barcode: 'M4 5v14M7 5v14M10 5v14M14 5v14M16 5v14M20 5v14',
  contact: 'M12 12a4 4 0 100-8 4 4 0 000 8zM4 20c1.2-3.5 4.2-5.5 8-5.5s6.8 2 8 5.5',
  document: 'M7 3h7l5 5v13H7zM14 3v5h5M10 13h6M10 17h6',
  info: 'M12 3a9 9 0 100 18 9 9 0 000-18zM12 11v6M12 7.5v.5',
  alert: 'M12 3l9.5 17h-19zM12 10v4.5M12 17.5v.5',
  success: 'M12 3a9 9 0 100 18 9 9 0 000-18zM8 12.5l2.8 2.8L16.5 9.5',
  home: 'M4 11l8-7 8 7M6 9.5V20h12V9.5',
  lock: 'M5 11h14v10H5zM8 11V8a4 4 0 018 0v3M12 15v2',
  signOut: 'M10 4H5v16h5M14 8l4 4-4 4M18 12H9',
  menu: 'M4 7h16M4 12h16M4 17h16',
  download: 'M12 4v11M7 10.5l5 5 5-5M5 20h14',
  mail: 'M3.5 6h17v12h-17zM4 6.5l8 6.5 8-6.5',
  zoomIn: 'M10.5 4a6.5 6.5 0 100 13 6.5 6.5 0 000-13zM15.5 15.5L20 20M10.5 8v5M8 10.5h5',
  play: 'M8 5.5v13l10.5-6.5z',
  share:
    'M18 8a2.5 2.5 0 100-5 2.5 2.5 0 000 5zM6 14.5a2.5 2.5 0 100-5 2.5 2.5 0 000 5zM18 21a2.5 2.5 0 100-5 2.5 2.5 0 000 5zM8.2 13.3l7.6 4.4M15.8 6.3l-7.6 4.4',
  print: 'M7 9V3h10v6M7 17H4v-8h16v8h-3M7 14h10v7H7z',
  fitScreen: 'M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5',
  fullWidth: 'M3 12h18M7 8l-4 4 4 4M17 8l4 4-4 4',
  external: 'M14 4h6v6M20 4l-9 9M18 14v6H4V6h6',
  cube: 'M12 3l8 4.5v9L12 21l-8-4.5v-9zM4 7.5l8 4.5 8-4.5M12 12v9',
  settings: 'M4 7h10M18 7h2M4 17h2M10 17h10M16 5v4M8 15v4',
  cart: 'M3 4h2.5l2.2 11h10.6L20.5 7H6.4M9.5 19.5a1 1 0 100 .01M17 19.5a1 1 0 100 .01',
  folder: 'M3.5 6.5h6l2 2h9v10h-17z',
  truck: 'M3 6h11v10H3zM14 10h4l3 3v3h-7M7 18.5a1.5 1.5 0 100-.01M17.5 18.5a1.5 1.5 0 100-.01',
} as const;

export type IconName = keyof typeof PATHS;

interface IconProps {
  name: IconName;
  size?: number;
  /** Only for icons that stand alone and carry meaning; leave out for decorative ones. */
  label?: string;
  className?: string;
}

export function Icon({ name, size = 20, label, className }: IconProps) {
  return <LineIcon path={PATHS[name]} size={size} label={label} className={className} />;
}

/**
 * The drawing every line icon shares (24 px grid, 1.75 stroke), for an area's own icons beside the design
 * system's (the contact cards draw their channels with it).
 */
export function LineIcon({
  path,
  size = 20,
  label,
  className,
}: {
  path: string;
  size?: number;
  label?: string | undefined;
  className?: string | undefined;
}) {
  return (
    // The stroke's look is the global `.i` rule (styles/global.css), not five attributes on every icon: a product
    // page draws more than a hundred icons, and their attributes were some 14 KB of its HTML (ADR 0070).
    <svg
      className={className ? `i ${className}` : 'i'}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <path d={path} />
    </svg>
  );
}
