import '../../shared/ui/mantine-page.css';
import { NotFound } from '../../features/errors/components/not-found';

/** Any unknown address: the 404 page. */
export function Component() {
  return <NotFound />;
}
