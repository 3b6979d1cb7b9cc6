/** The 16:9 picture area of a home without a photo: a simple drawn house on a soft sky (home-list.css). */
export function HomePhotoPlaceholder() {
  return (
    <div aria-hidden className="yhb-home-photo-placeholder">
      <svg viewBox="0 0 160 90">
        <ellipse cx="80" cy="82" rx="62" ry="5" fill="#dbe5f5" />
        <circle cx="128" cy="18" r="8" fill="#f8c67a" />
        <rect x="44" y="40" width="72" height="40" rx="2" fill="#ffffff" stroke="#4f86e6" strokeWidth="2.5" />
        <path d="M36 44 L80 14 L124 44" fill="none" stroke="#1d5fd1" strokeWidth="4" strokeLinejoin="round" />
        <rect x="102" y="20" width="8" height="14" fill="#4f86e6" />
        <rect x="72" y="56" width="16" height="24" rx="1.5" fill="#f29d38" />
        <rect x="52" y="50" width="13" height="11" rx="1" fill="#cfe0fb" stroke="#4f86e6" strokeWidth="1.5" />
        <rect x="95" y="50" width="13" height="11" rx="1" fill="#cfe0fb" stroke="#4f86e6" strokeWidth="1.5" />
      </svg>
    </div>
  );
}
