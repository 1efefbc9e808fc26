import { AdminScreen } from '@/features/admin/admin-screen';
import { useSession } from '@/features/session/use-session';
import NotFoundPage from './not-found';

/** /admin: site admins only; everyone else sees the 404 page, as the API answers them. */
export default function AdminPage() {
  const session = useSession();
  if (session.data?.user.isAdmin !== true) return <NotFoundPage />;
  return <AdminScreen />;
}
