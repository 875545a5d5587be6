// A video that costs nothing until the visitor asks for it: a local thumbnail behind a play
// button, and the third-party player (an iframe) only after the click. The thumbnail is rendered
// here, on the server, so that the player's client code carries no image code of its own.
import { OptimizedImage } from "@/components/ui/optimized-image";
import { VideoPlayer } from "./video-player";

type TVideoEmbedProps = { title: string; url: string; thumbnail: string; sizes: string };

export const VideoEmbed = ({ title, url, thumbnail, sizes }: TVideoEmbedProps) => (
  <VideoPlayer
    title={title}
    url={url}
    cover={
      <OptimizedImage
        src={thumbnail}
        alt=""
        fill
        sizes={sizes}
        className="object-cover opacity-90 transition group-hover:opacity-100 motion-reduce:transition-none"
      />
    }
  />
);
