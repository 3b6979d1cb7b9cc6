import { HomeMember } from '../access/home-member.entity';
import { AdminAuditEntry } from '../../modules/admin/audit/admin-audit-entry.entity';
import { ArchiveImport } from '../../modules/archive/entities/archive-import.entity';
import { CalendarFeed } from '../../modules/care/entities/calendar-feed.entity';
import { Notification } from '../../modules/care/entities/notification.entity';
import { ReminderDelivery } from '../../modules/care/entities/reminder-delivery.entity';
import { UserNotificationSettings } from '../../modules/care/entities/user-notification-settings.entity';
import { ChatMessage } from '../../modules/chat/entities/chat-message.entity';
import { ChatParticipant } from '../../modules/chat/entities/chat-participant.entity';
import { ChatRoom } from '../../modules/chat/entities/chat-room.entity';
import { EquipmentType } from '../../modules/equipment/entities/equipment-type.entity';
import { AnalysisFeedback } from '../../modules/equipment/entities/analysis-feedback.entity';
import { Equipment } from '../../modules/equipment/entities/equipment.entity';
import { MaintenanceRecord } from '../../modules/care/entities/maintenance-record.entity';
import { EquipmentCategory } from '../../modules/homes/entities/equipment-category.entity';
import { HomeEquipmentChecklist } from '../../modules/homes/entities/home-equipment-checklist.entity';
import { HomeTemplate } from '../../modules/homes/entities/home-template.entity';
import { Home } from '../../modules/homes/entities/home.entity';
import { Photo } from '../../modules/homes/entities/photo.entity';
import { TemplateEquipment } from '../../modules/homes/entities/template-equipment.entity';
import { PasswordResetToken } from '../../modules/identity/entities/password-reset-token.entity';
import { TrustedDevice } from '../../modules/identity/entities/trusted-device.entity';
import { User } from '../../modules/identity/entities/user.entity';
import { ManufacturerPattern } from '../../modules/vision/entities/manufacturer-pattern.entity';
import { StoredTroubleshootingGuide } from '../../modules/vision/troubleshooting/entities/stored-troubleshooting-guide.entity';
import { WarrantyDocument } from '../../modules/warranties/entities/warranty-document.entity';
import { WarrantyNotification } from '../../modules/warranties/entities/warranty-notification.entity';
import { Warranty } from '../../modules/warranties/entities/warranty.entity';

/** Every mapped entity; each is owned by the module whose folder holds it. */
export const ENTITIES = [
  User,
  PasswordResetToken,
  TrustedDevice,
  Home,
  Photo,
  HomeTemplate,
  EquipmentCategory,
  TemplateEquipment,
  HomeEquipmentChecklist,
  Equipment,
  EquipmentType,
  MaintenanceRecord,
  AnalysisFeedback,
  ManufacturerPattern,
  StoredTroubleshootingGuide,
  Warranty,
  WarrantyDocument,
  WarrantyNotification,
  ChatRoom,
  ChatMessage,
  ChatParticipant,
  AdminAuditEntry,
  ArchiveImport,
  Notification,
  UserNotificationSettings,
  ReminderDelivery,
  CalendarFeed,
  HomeMember,
];
