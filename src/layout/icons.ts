/** Lucide icons named by the route table (`meta.icon`), imported one by one (tree-shaken). */
import {
  Bell,
  BookOpen,
  Building2,
  ChartColumn,
  ClipboardList,
  FileText,
  FlaskConical,
  Inbox,
  LayoutDashboard,
  Locate,
  MapPin,
  PanelLeft,
  PenTool,
  Settings,
  Shield,
  Square,
  User,
  Users,
  type LucideIcon,
} from 'lucide-react'

const ICONS: Record<string, LucideIcon> = {
  bell: Bell,
  'book-open': BookOpen,
  'building-2': Building2,
  'chart-column': ChartColumn,
  'clipboard-list': ClipboardList,
  'file-text': FileText,
  'flask-conical': FlaskConical,
  inbox: Inbox,
  'layout-dashboard': LayoutDashboard,
  locate: Locate,
  'map-pin': MapPin,
  'panel-left': PanelLeft,
  'pen-tool': PenTool,
  settings: Settings,
  shield: Shield,
  user: User,
  users: Users,
}

export function iconFor(name: string | undefined): LucideIcon {
  return (name && ICONS[name]) || Square
}
