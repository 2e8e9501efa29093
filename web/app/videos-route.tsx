import { isAdmin } from '../../common/domain/access.ts';
import VideoLibraryPage from '../features/videos/pages/video-library-page.tsx';
import { useMe } from '../lib/session.ts';

/** Composes the video library with the signed-in user's admin status and reasons (features stay apart). */
export default function VideosRoute() {
  const me = useMe().data;
  if (!me) return null;
  return <VideoLibraryPage admin={isAdmin(me)} reasons={me.reasons} />;
}
