import {
  IconBuildingCommunity,
  IconBuildingEstate,
  IconCalculator,
  IconCalendarEvent,
  IconChecklist,
  IconClockHour4,
  IconHome,
  IconInfoCircle,
  IconMapPin,
  IconMessageChatbot,
  IconMessages,
  IconNews,
  IconPlaneDeparture,
  IconSchool,
  IconStar,
  IconTool,
  IconUserCircle,
  type Icon,
} from '@tabler/icons-react'
import type { MenuIcon } from '@/content/menu'

const icons: Record<MenuIcon, Icon> = {
  home: IconHome,
  info: IconInfoCircle,
  news: IconNews,
  destinations: IconMapPin,
  time: IconClockHour4,
  calculator: IconCalculator,
  consult: IconMessages,
  relocation: IconPlaneDeparture,
  education: IconSchool,
  'real-estate': IconBuildingEstate,
  client: IconUserCircle,
  planner: IconCalendarEvent,
  services: IconTool,
  community: IconBuildingCommunity,
  assistant: IconMessageChatbot,
  shortlist: IconStar,
  plan: IconChecklist,
}

export function MenuIconGlyph({ icon, size = 20 }: { icon: MenuIcon; size?: number }) {
  const Glyph = icons[icon]
  return <Glyph size={size} stroke={1.7} aria-hidden="true" />
}

