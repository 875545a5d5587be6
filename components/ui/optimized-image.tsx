import { getImageProps, type ImageProps } from "next/image";

/**
 * A picture through Next's image optimiser (a srcset of /_next/image widths, `sizes`, lazy
 * loading, `fill`), rendered as a plain <img> from `getImageProps`. It takes next/image's props.
 * next/image's own component is a client component: rendered anywhere on a page, it puts its code
 * (about 14 KB, 5 KB as Brotli) into the page's first load, for features no public page uses (a
 * blur placeholder, `onLoad` callbacks). This renders the same attributes and stays a server
 * component where it is used from one (docs/decisions.md, "next/image's props without its client
 * component").
 */
export const OptimizedImage = ({ alt, ...rest }: ImageProps) => {
  const { props } = getImageProps({ alt, ...rest });
  // eslint-disable-next-line @next/next/no-img-element -- next/image's own attributes, from getImageProps
  return <img {...props} alt={alt} />;
};
