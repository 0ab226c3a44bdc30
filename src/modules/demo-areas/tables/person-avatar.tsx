/** A person's round picture (decorative: the name is always beside it). */
export function PersonAvatar({ src, size = 32 }: { src: string; size?: number }) {
  return <img src={src} alt="" width={size} height={size} className="rounded-circle flex-shrink-0" />;
}
