// The side menu's "Console" entry, shown to an operator only (the profile says `operator`). A
// chunk of its own, loaded when a signed-in shopper opens the menu: the profile query and the
// icon stay off every page's first load.
import { useQuery } from '@tanstack/react-query';
import { LayoutDashboard } from 'lucide-react';
import { Link } from 'react-router';
import { profileQueryOptions } from '../../features/profile/api/get-profile';

export function ConsoleMenuEntry({ className, onClick }: { className: string; onClick: () => void }) {
  const profile = useQuery(profileQueryOptions());
  if (!profile.data?.operator) return null;
  return (
    <Link to="/operator" onClick={onClick} className={className}>
      <LayoutDashboard aria-hidden="true" size={20} /> Console
    </Link>
  );
}
