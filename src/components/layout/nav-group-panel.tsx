import { CmsImage } from '@/components/media/cms-image'
import type { NavGroup } from '@/content/navigation'
import { NavCategoryList } from './nav-category-list'
import { NavLink } from './nav-link'

/** The group arrives chosen for the visitor (visible-group.ts): it is drawn as it is. */
export function NavGroupPanel({ group }: { group: NavGroup }) {
  const sidebar = group.sidebarLinks
  const promos = group.promos
  return (
    <div className="nav-panel">
      {(group.link || sidebar.length > 0) && (
        <ul className="nav-sidebar">
          {group.link && (
            <li>
              <NavLink link={group.link} className="nav-sidebar-link nav-group-home" />
            </li>
          )}
          {sidebar.map((link) => (
            <li key={`${link.href}-${link.title}`}>
              <NavLink link={link} className="nav-sidebar-link">
                <span className="nav-sidebar-title">{link.title}</span>
                {link.subtext && <span className="nav-sidebar-subtext">{link.subtext}</span>}
              </NavLink>
            </li>
          ))}
        </ul>
      )}
      {group.columns.length > 0 && (
        <div className="nav-columns">
          {group.columns.map((column, index) => (
            <div key={index} className="nav-column">
              {column.map((category) => (
                <NavCategoryList key={category.name} category={category} />
              ))}
            </div>
          ))}
        </div>
      )}
      {promos.length > 0 && (
        <ul className="nav-promos">
          {promos.map((promo) => (
            <li key={promo.title} className="nav-promo">
              <CmsImage image={promo.image} sizes="240px" className="nav-promo-image" />
              <p className="nav-promo-title">
                {promo.link ? <NavLink link={promo.link}>{promo.title}</NavLink> : promo.title}
              </p>
              {promo.text && <p className="nav-promo-text">{promo.text}</p>}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
