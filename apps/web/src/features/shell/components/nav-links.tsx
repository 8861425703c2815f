import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { getLanguage } from '../../../shared/i18n/current-language';
import { navItems } from '../utils/nav-items';
import classes from './shell.module.css';

/** The navigation bar's page links as a list; `variant` picks the bar's or the drawer's look. */
export function NavLinks({
  variant,
  onNavigate,
}: {
  variant: 'bar' | 'drawer';
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ul className={variant === 'bar' ? classes.navList : classes.drawerList}>
      {navItems(getLanguage()).map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            end={item.end}
            className={variant === 'bar' ? classes.navLink : classes.drawerLink}
            onClick={onNavigate}
          >
            {t(item.label)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
