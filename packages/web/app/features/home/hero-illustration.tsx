import styles from './hero-illustration.module.css';

/**
 * A drawn air-handling unit (filter, rotary heat exchanger, fan, coil) in the style of a technical
 * drawing. Decorative: the heading beside it says what the page is about.
 */
export function HeroIllustration() {
  return (
    <div className={styles.figure}>
      <svg viewBox="0 0 480 340" className={styles.svg} aria-hidden="true" focusable="false">
        <defs>
          <pattern id="hero-grid" width="20" height="20" patternUnits="userSpaceOnUse">
            <path d="M20 0H0v20" fill="none" stroke="#cfe4ec" strokeWidth="1" />
          </pattern>
          <marker
            id="hero-arrow"
            viewBox="0 0 10 10"
            refX="6"
            refY="5"
            markerWidth="6"
            markerHeight="6"
            orient="auto"
          >
            <path d="M0 0l10 5-10 5z" fill="#0a5c7a" />
          </marker>
        </defs>
        <rect x="0" y="0" width="480" height="340" rx="16" fill="#f4f8fa" />
        <rect x="0" y="0" width="480" height="340" rx="16" fill="url(#hero-grid)" opacity="0.7" />

        {/* Ducts */}
        <rect x="62" y="36" width="60" height="92" fill="#ffffff" stroke="#4a5a64" strokeWidth="2" />
        <rect x="358" y="36" width="60" height="92" fill="#ffffff" stroke="#4a5a64" strokeWidth="2" />
        <path d="M56 36h72M352 36h72" stroke="#4a5a64" strokeWidth="4" strokeLinecap="round" />

        {/* Housing */}
        <rect
          x="40"
          y="126"
          width="400"
          height="138"
          rx="6"
          fill="#ffffff"
          stroke="#16232b"
          strokeWidth="2.5"
        />
        <path d="M132 126v138M228 126v138M324 126v138" stroke="#4a5a64" strokeWidth="1.5" />
        <path d="M58 274h28M394 274h28" stroke="#16232b" strokeWidth="6" strokeLinecap="round" />

        {/* Filter pleats */}
        <path
          d="M70 146l20 10-20 10 20 10-20 10 20 10-20 10 20 10-20 10M96 146l20 10-20 10 20 10-20 10 20 10-20 10 20 10-20 10"
          fill="none"
          stroke="#7d8b94"
          strokeWidth="1.5"
          strokeLinejoin="round"
        />

        {/* Rotary heat exchanger */}
        <circle cx="180" cy="195" r="44" fill="#eaf3f6" stroke="#4a5a64" strokeWidth="2" />
        <circle cx="180" cy="195" r="30" fill="none" stroke="#b9d6e1" strokeWidth="1.5" />
        <path d="M180 151v88M136 195h88M149 164l62 62M211 164l-62 62" stroke="#7d8b94" strokeWidth="1.2" />
        <circle cx="180" cy="195" r="6" fill="#4a5a64" />

        {/* Fan */}
        <circle cx="276" cy="195" r="44" fill="#ffffff" stroke="#4a5a64" strokeWidth="2" />
        <g fill="#0a5c7a" opacity="0.9">
          <path d="M276 195c-4-16 0-30 14-34 8 10 2 26-14 34z" />
          <path d="M276 195c16-4 30 0 34 14-10 8-26 2-34-14z" />
          <path d="M276 195c4 16 0 30-14 34-8-10-2-26 14-34z" />
          <path d="M276 195c-16 4-30 0-34-14 10-8 26-2 34 14z" />
        </g>
        <circle cx="276" cy="195" r="7" fill="#ffffff" stroke="#16232b" strokeWidth="2" />

        {/* Coil fins */}
        <path
          d="M340 150h84M340 162h84M340 174h84M340 186h84M340 198h84M340 210h84M340 222h84M340 234h84M340 246h84"
          stroke="#7d8b94"
          strokeWidth="1.2"
        />
        <path d="M352 146v104M412 146v104" stroke="#4a5a64" strokeWidth="2" />

        {/* Airflow */}
        <path
          d="M92 100V60"
          stroke="#0a5c7a"
          strokeWidth="3"
          strokeDasharray="2 7"
          strokeLinecap="round"
          markerEnd="url(#hero-arrow)"
          transform="rotate(180 92 80)"
        />
        <path
          d="M388 100V56"
          stroke="#0a5c7a"
          strokeWidth="3"
          strokeDasharray="2 7"
          strokeLinecap="round"
          markerEnd="url(#hero-arrow)"
        />
        <path
          d="M54 302h362"
          stroke="#0a5c7a"
          strokeWidth="3"
          strokeLinecap="round"
          markerEnd="url(#hero-arrow)"
        />

        {/* Dimension marks of a technical drawing */}
        <path d="M40 318v-8M440 318v-8" stroke="#7d8b94" strokeWidth="1.2" />
        <path d="M458 126v138M452 126h12M452 264h12" stroke="#7d8b94" strokeWidth="1.2" />
      </svg>
    </div>
  );
}
