import { OptimizedImage } from "@/components/ui/optimized-image";

/**
 * A banner slide's background, rendered on the server and handed to the banner (a client
 * component), so that the banner's code carries no image code of its own. The first slide's
 * background is the landing's largest paint: preloaded, at high priority, ahead of the smaller
 * pictures below it. The others are lazy, and the banner mounts them only once it has started.
 */
export const SlideBackground = ({ src, first }: { src: string; first: boolean }) => (
  <OptimizedImage
    src={src}
    alt=""
    fill
    sizes="100vw"
    preload={first}
    fetchPriority={first ? "high" : undefined}
    loading={first ? undefined : "lazy"}
    className="object-cover"
  />
);
