// Generated from openapi.yaml by scripts/generate-contract.mjs (npm run generate). Do not edit.
// The values behind the types: field limits, enums and named ids, for every package to import
// from '@dongman/api-client/contract' instead of writing them again.

/** Limits of ErrorEnvelope's fields. */
export const ErrorEnvelopeRules = {
  "code": {
    "minimum": 201
  }
} as const;

/** Limits of UsersInfo's fields. */
export const UsersInfoRules = {
  "id": {
    "minimum": 1
  },
  "money": {
    "minimum": 0
  }
} as const;

/** Limits of UsersLevelInfo's fields. */
export const UsersLevelInfoRules = {
  "price": {
    "minimum": 0
  },
  "termDays": {
    "minimum": 1
  }
} as const;

/** Limits of LoginRequest's fields. */
export const LoginRequestRules = {
  "name": {
    "minLength": 3,
    "maxLength": 32
  },
  "password": {
    "minLength": 6,
    "maxLength": 128
  },
  "captchaCode": {
    "minLength": 4,
    "maxLength": 2048
  }
} as const;

/** Limits of RegisterRequest's fields. */
export const RegisterRequestRules = {
  "name": {
    "minLength": 3,
    "maxLength": 32
  },
  "usersName": {
    "minLength": 1,
    "maxLength": 32
  },
  "password": {
    "minLength": 6,
    "maxLength": 128
  },
  "confirmPassword": {
    "minLength": 6,
    "maxLength": 128
  },
  "phone": {
    "minLength": 11,
    "maxLength": 11,
    "pattern": "^1[3-9][0-9]{9}$"
  },
  "captchaCode": {
    "minLength": 4,
    "maxLength": 2048
  },
  "smsCode": {
    "minLength": 6,
    "maxLength": 6,
    "pattern": "^[0-9]{6}$"
  }
} as const;

/** Limits of PasswordUpdateRequest's fields. */
export const PasswordUpdateRequestRules = {
  "oldPassword": {
    "minLength": 6,
    "maxLength": 128
  },
  "newPassword": {
    "minLength": 6,
    "maxLength": 128
  },
  "confirmPassword": {
    "minLength": 6,
    "maxLength": 128
  }
} as const;

/** Limits of UserLogPage's fields. */
export const UserLogPageRules = {
  "total": {
    "minimum": 0
  },
  "page": {
    "minimum": 1
  },
  "size": {
    "minimum": 1
  }
} as const;

/** Limits of RechargeOrder's fields. */
export const RechargeOrderRules = {
  "amount": {
    "minimum": 1
  },
  "price": {
    "minimum": 1
  }
} as const;

/** Limits of RechargeOrderPage's fields. */
export const RechargeOrderPageRules = {
  "total": {
    "minimum": 0
  },
  "page": {
    "minimum": 1
  },
  "size": {
    "minimum": 1
  }
} as const;

/** Limits of ConsumeRecord's fields. */
export const ConsumeRecordRules = {
  "amount": {
    "minimum": 0
  },
  "balanceAfter": {
    "minimum": 0
  }
} as const;

/** Limits of ConsumeRecordPage's fields. */
export const ConsumeRecordPageRules = {
  "total": {
    "minimum": 0
  },
  "page": {
    "minimum": 1
  },
  "size": {
    "minimum": 1
  }
} as const;

/** Limits of PayOption's fields. */
export const PayOptionRules = {
  "amount": {
    "minimum": 1
  },
  "price": {
    "minimum": 1
  }
} as const;

/** Limits of PayOnlineRequest's fields. */
export const PayOnlineRequestRules = {
  "payOptionId": {
    "minimum": 1
  }
} as const;

/** Limits of PayCompletedRequest's fields. */
export const PayCompletedRequestRules = {
  "orderNo": {
    "minLength": 1,
    "maxLength": 64
  }
} as const;

/** Limits of PayOrderRequest's fields. */
export const PayOrderRequestRules = {
  "orderNo": {
    "minLength": 1,
    "maxLength": 64
  }
} as const;

/** Limits of RechargeRecord's fields. */
export const RechargeRecordRules = {
  "paidAmount": {
    "minimum": 0
  },
  "amount": {
    "minimum": 1
  },
  "balanceAfter": {
    "minimum": 0
  }
} as const;

/** Limits of RechargeRecordPage's fields. */
export const RechargeRecordPageRules = {
  "total": {
    "minimum": 0
  },
  "page": {
    "minimum": 1
  },
  "size": {
    "minimum": 1
  }
} as const;

/** Limits of SearchRequest's fields. */
export const SearchRequestRules = {
  "searchContent": {
    "minLength": 1,
    "maxLength": 50
  }
} as const;

/** Limits of SearchResultItem's fields. */
export const SearchResultItemRules = {
  "oneClassChildren": {
    "minimum": 0
  },
  "size": {
    "minimum": 0
  },
  "downloadCount": {
    "minimum": 0
  }
} as const;

/** Limits of SearchPage's fields. */
export const SearchPageRules = {
  "total": {
    "minimum": 0
  },
  "page": {
    "minimum": 1
  },
  "size": {
    "minimum": 1
  }
} as const;

/** Limits of NoticeReadRequest's fields. */
export const NoticeReadRequestRules = {
  "noticeIds": {
    "minItems": 1,
    "maxItems": 100
  }
} as const;

/** Limits of NoticeReadState's fields. */
export const NoticeReadStateRules = {
  "unread": {
    "minimum": 0
  }
} as const;

/** Limits of DocumentSummary's fields. */
export const DocumentSummaryRules = {
  "oneClassChildren": {
    "minimum": 0
  },
  "coverSizes": {
    "maxItems": 8
  },
  "size": {
    "minimum": 0
  },
  "downloadCount": {
    "minimum": 0
  }
} as const;

/** Limits of ImageSize's fields. */
export const ImageSizeRules = {
  "width": {
    "minimum": 1
  },
  "height": {
    "minimum": 1
  }
} as const;

/** Limits of PreviewImage's fields. */
export const PreviewImageRules = {
  "sizes": {
    "maxItems": 8
  }
} as const;

/** Limits of MaterialPreview's fields. */
export const MaterialPreviewRules = {
  "width": {
    "minimum": 0
  },
  "height": {
    "minimum": 0
  },
  "duration": {
    "minimum": 0
  }
} as const;

/** Limits of DocumentSummaryPage's fields. */
export const DocumentSummaryPageRules = {
  "total": {
    "minimum": 0
  },
  "page": {
    "minimum": 1
  },
  "size": {
    "minimum": 1
  }
} as const;

/** Limits of TwoClassDocument's fields. */
export const TwoClassDocumentRules = {
  "oneClassChildren": {
    "minimum": 0
  },
  "related": {
    "maxItems": 8
  }
} as const;

/** Limits of PluginUnbindAllowance's fields. */
export const PluginUnbindAllowanceRules = {
  "limit": {
    "minimum": 0
  },
  "left": {
    "minimum": 0
  }
} as const;

/** Limits of PluginActivationPage's fields. */
export const PluginActivationPageRules = {
  "total": {
    "minimum": 0
  },
  "page": {
    "minimum": 1
  },
  "size": {
    "minimum": 1
  }
} as const;

/** Limits of PluginActivateRequest's fields. */
export const PluginActivateRequestRules = {
  "machineCode": {
    "minLength": 16,
    "maxLength": 96,
    "pattern": "^[A-Za-z0-9 -]+$"
  }
} as const;

/** Limits of LevelUpgradeRequest's fields. */
export const LevelUpgradeRequestRules = {
  "levelId": {
    "minimum": 1
  }
} as const;

/** Limits of ReportPage's fields. */
export const ReportPageRules = {
  "total": {
    "minimum": 0
  },
  "page": {
    "minimum": 1
  },
  "size": {
    "minimum": 1
  }
} as const;

/** Limits of ReportCreateRequest's fields. */
export const ReportCreateRequestRules = {
  "title": {
    "minLength": 1,
    "maxLength": 100
  },
  "content": {
    "minLength": 1,
    "maxLength": 5000
  },
  "images": {
    "maxItems": 6,
    "items": {
      "maxLength": 2800000,
      "pattern": "^(https?://|/|data:image/(png|jpeg|webp);base64,)"
    }
  }
} as const;

/** Limits of ReportUpdateRequest's fields. */
export const ReportUpdateRequestRules = {
  "id": {
    "minimum": 1
  },
  "title": {
    "minLength": 1,
    "maxLength": 100
  },
  "content": {
    "minLength": 1,
    "maxLength": 5000
  },
  "images": {
    "maxItems": 6,
    "items": {
      "maxLength": 2800000,
      "pattern": "^(https?://|/|data:image/(png|jpeg|webp);base64,)"
    }
  }
} as const;

/** Limits of DubbingCollectRequest's fields. */
export const DubbingCollectRequestRules = {
  "voiceId": {
    "minimum": 1
  }
} as const;

/** Limits of DubbingCount's fields. */
export const DubbingCountRules = {
  "remaining": {
    "minimum": 0
  }
} as const;

/** Limits of CardCodeRequest's fields. */
export const CardCodeRequestRules = {
  "cardCode": {
    "minLength": 6,
    "maxLength": 64
  }
} as const;

/** Limits of CardCodeResult's fields. */
export const CardCodeResultRules = {
  "addedDays": {
    "minimum": 1
  }
} as const;

/** Limits of DubbingStartRequest's fields. */
export const DubbingStartRequestRules = {
  "voiceId": {
    "minimum": 1
  },
  "text": {
    "minLength": 1,
    "maxLength": 500
  },
  "speed": {
    "minimum": 0.5,
    "maximum": 2
  },
  "pitch": {
    "minimum": -6,
    "maximum": 6
  }
} as const;

/** Limits of DubbingSentence's fields. */
export const DubbingSentenceRules = {
  "index": {
    "minimum": 0
  }
} as const;

/** Limits of DubbingSentenceList's fields. */
export const DubbingSentenceListRules = {
  "regenerationsLeft": {
    "minimum": 0
  }
} as const;

/** Limits of DubbingRegenerateRequest's fields. */
export const DubbingRegenerateRequestRules = {
  "text": {
    "minLength": 1,
    "maxLength": 500
  }
} as const;

/** Limits of DubbingJob's fields. */
export const DubbingJobRules = {
  "sentences": {
    "minimum": 0
  },
  "progress": {
    "minimum": 0
  },
  "attempts": {
    "minimum": 0
  }
} as const;

/** Limits of DubbingJobRecord's fields. */
export const DubbingJobRecordRules = {
  "sentences": {
    "minimum": 0
  },
  "progress": {
    "minimum": 0
  },
  "attempts": {
    "minimum": 0
  }
} as const;

/** Limits of DubbingJobPage's fields. */
export const DubbingJobPageRules = {
  "total": {
    "minimum": 0
  },
  "page": {
    "minimum": 1
  },
  "size": {
    "minimum": 1
  }
} as const;

/** Limits of MaterialEntry's fields. */
export const MaterialEntryRules = {
  "size": {
    "minimum": 0
  }
} as const;

/** Limits of FavouriteRequest's fields. */
export const FavouriteRequestRules = {
  "documentId": {
    "minimum": 1
  }
} as const;

/** Limits of Favourite's fields. */
export const FavouriteRules = {
  "oneClassChildren": {
    "minimum": 0
  },
  "coverSizes": {
    "maxItems": 8
  },
  "size": {
    "minimum": 0
  },
  "downloadCount": {
    "minimum": 0
  }
} as const;

/** Limits of PhoneRequest's fields. */
export const PhoneRequestRules = {
  "phone": {
    "minLength": 11,
    "maxLength": 11,
    "pattern": "^1[3-9][0-9]{9}$"
  },
  "captchaCode": {
    "minLength": 4,
    "maxLength": 2048
  }
} as const;

/** Limits of PhoneCaptchaRequest's fields. */
export const PhoneCaptchaRequestRules = {
  "phone": {
    "minLength": 11,
    "maxLength": 11,
    "pattern": "^1[3-9][0-9]{9}$"
  },
  "captchaCode": {
    "minLength": 4,
    "maxLength": 2048
  }
} as const;

/** Limits of SmsLoginRequest's fields. */
export const SmsLoginRequestRules = {
  "phone": {
    "minLength": 11,
    "maxLength": 11,
    "pattern": "^1[3-9][0-9]{9}$"
  },
  "smsCode": {
    "minLength": 6,
    "maxLength": 6,
    "pattern": "^[0-9]{6}$"
  }
} as const;

/** Limits of ProfileUpdateRequest's fields. */
export const ProfileUpdateRequestRules = {
  "usersName": {
    "minLength": 1,
    "maxLength": 32
  },
  "phone": {
    "minLength": 11,
    "maxLength": 11,
    "pattern": "^1[3-9][0-9]{9}$"
  },
  "smsCode": {
    "minLength": 6,
    "maxLength": 6,
    "pattern": "^[0-9]{6}$"
  }
} as const;

/** Limits of PasswordResetRequest's fields. */
export const PasswordResetRequestRules = {
  "phone": {
    "minLength": 11,
    "maxLength": 11,
    "pattern": "^1[3-9][0-9]{9}$"
  },
  "smsCode": {
    "minLength": 6,
    "maxLength": 6,
    "pattern": "^[0-9]{6}$"
  },
  "newPassword": {
    "minLength": 6,
    "maxLength": 128
  },
  "confirmPassword": {
    "minLength": 6,
    "maxLength": 128
  }
} as const;

/** Limits of PasswordLinkResetRequest's fields. */
export const PasswordLinkResetRequestRules = {
  "token": {
    "minLength": 32,
    "maxLength": 32,
    "pattern": "^[A-Za-z0-9_-]{32}$"
  },
  "newPassword": {
    "minLength": 6,
    "maxLength": 128
  },
  "confirmPassword": {
    "minLength": 6,
    "maxLength": 128
  }
} as const;

/** Limits of AdminLoginRequest's fields. */
export const AdminLoginRequestRules = {
  "name": {
    "minLength": 3,
    "maxLength": 32
  },
  "password": {
    "minLength": 6,
    "maxLength": 128
  },
  "captchaCode": {
    "minLength": 4,
    "maxLength": 2048
  },
  "totpCode": {
    "pattern": "^[0-9 ]{6,7}$"
  },
  "recoveryCode": {
    "pattern": "^[A-Za-z0-9 -]{10,16}$"
  }
} as const;

/** Limits of AdminTotpEnableRequest's fields. */
export const AdminTotpEnableRequestRules = {
  "code": {
    "pattern": "^[0-9 ]{6,7}$"
  },
  "currentCode": {
    "pattern": "^[A-Za-z0-9 -]{6,16}$"
  },
  "password": {
    "minLength": 6,
    "maxLength": 128
  }
} as const;

/** Limits of AdminTotpDisableRequest's fields. */
export const AdminTotpDisableRequestRules = {
  "currentCode": {
    "pattern": "^[A-Za-z0-9 -]{6,16}$"
  }
} as const;

/** Limits of AdminStaffCreateRequest's fields. */
export const AdminStaffCreateRequestRules = {
  "name": {
    "minLength": 3,
    "maxLength": 32,
    "pattern": "^[A-Za-z0-9_]+$"
  },
  "password": {
    "minLength": 8,
    "maxLength": 128
  }
} as const;

/** Limits of AdminPasswordChangeRequest's fields. */
export const AdminPasswordChangeRequestRules = {
  "currentPassword": {
    "minLength": 1,
    "maxLength": 128
  },
  "nextPassword": {
    "minLength": 8,
    "maxLength": 128
  }
} as const;

/** Limits of AdminChildClass's fields. */
export const AdminChildClassRules = {
  "documentCount": {
    "minimum": 0
  }
} as const;

/** Limits of AdminClass's fields. */
export const AdminClassRules = {
  "documentCount": {
    "minimum": 0
  }
} as const;

/** Limits of AdminClassRequest's fields. */
export const AdminClassRequestRules = {
  "name": {
    "minLength": 1,
    "maxLength": 20
  }
} as const;

/** Limits of AdminChildClassRequest's fields. */
export const AdminChildClassRequestRules = {
  "name": {
    "minLength": 1,
    "maxLength": 20
  }
} as const;

/** Limits of AdminOrderRequest's fields. */
export const AdminOrderRequestRules = {
  "ids": {
    "minItems": 1,
    "maxItems": 200,
    "items": {
      "minimum": 1
    }
  }
} as const;

/** Limits of AdminMoveChildRequest's fields. */
export const AdminMoveChildRequestRules = {
  "oneClassId": {
    "minimum": 1
  }
} as const;

/** Limits of AdminDocumentRequest's fields. */
export const AdminDocumentRequestRules = {
  "title": {
    "minLength": 1,
    "maxLength": 100
  },
  "oneClassId": {
    "minimum": 1
  },
  "childId": {
    "minimum": 0
  },
  "price": {
    "minimum": 0,
    "maximum": 100000000
  },
  "summary": {
    "maxLength": 300
  },
  "content": {
    "maxLength": 200000
  }
} as const;

/** Limits of AdminDocumentMaterial's fields. */
export const AdminDocumentMaterialRules = {
  "size": {
    "minimum": 0
  }
} as const;

/** Limits of AdminDocumentSummary's fields. */
export const AdminDocumentSummaryRules = {
  "childId": {
    "minimum": 0
  },
  "price": {
    "minimum": 0
  }
} as const;

/** Limits of AdminDocument's fields. */
export const AdminDocumentRules = {
  "childId": {
    "minimum": 0
  },
  "price": {
    "minimum": 0
  }
} as const;

/** Limits of AdminDocumentPage's fields. */
export const AdminDocumentPageRules = {
  "total": {
    "minimum": 0
  },
  "page": {
    "minimum": 1
  },
  "size": {
    "minimum": 1
  }
} as const;

/** Limits of AdminMemberPage's fields. */
export const AdminMemberPageRules = {
  "total": {
    "minimum": 0
  },
  "page": {
    "minimum": 1
  },
  "size": {
    "minimum": 1
  }
} as const;

/** Limits of AdminOrder's fields. */
export const AdminOrderRules = {
  "refundedAmount": {
    "minimum": 0
  }
} as const;

/** Limits of AdminOrderPage's fields. */
export const AdminOrderPageRules = {
  "total": {
    "minimum": 0
  },
  "page": {
    "minimum": 1
  },
  "size": {
    "minimum": 1
  }
} as const;

/** Limits of AdminLedgerPage's fields. */
export const AdminLedgerPageRules = {
  "total": {
    "minimum": 0
  },
  "page": {
    "minimum": 1
  },
  "size": {
    "minimum": 1
  }
} as const;

/** Limits of AdminRefundPreview's fields. */
export const AdminRefundPreviewRules = {
  "refundedAmount": {
    "minimum": 0
  },
  "refundable": {
    "minimum": 0
  },
  "maxAmount": {
    "minimum": 0
  },
  "debit": {
    "minimum": 0
  }
} as const;

/** Limits of AdminRefundRequest's fields. */
export const AdminRefundRequestRules = {
  "amount": {
    "minimum": 1
  },
  "reason": {
    "minLength": 1,
    "maxLength": 200
  },
  "requestId": {
    "pattern": "^[A-Za-z0-9-]{8,64}$"
  }
} as const;

/** Limits of ReconciliationProviderSummary's fields. */
export const ReconciliationProviderSummaryRules = {
  "billLines": {
    "minimum": 0
  },
  "ourLines": {
    "minimum": 0
  }
} as const;

/** Limits of ReconciliationRun's fields. */
export const ReconciliationRunRules = {
  "differenceCount": {
    "minimum": 0
  }
} as const;

/** Limits of ReconciliationRunPage's fields. */
export const ReconciliationRunPageRules = {
  "total": {
    "minimum": 0
  },
  "page": {
    "minimum": 1
  },
  "size": {
    "minimum": 1
  }
} as const;

/** Limits of AdminResolveLateRequest's fields. */
export const AdminResolveLateRequestRules = {
  "note": {
    "minLength": 1,
    "maxLength": 200
  }
} as const;

/** Limits of AdminDownloadPage's fields. */
export const AdminDownloadPageRules = {
  "total": {
    "minimum": 0
  },
  "page": {
    "minimum": 1
  },
  "size": {
    "minimum": 1
  }
} as const;

/** Limits of AdminMemberStatusRequest's fields. */
export const AdminMemberStatusRequestRules = {
  "reason": {
    "maxLength": 200
  }
} as const;

/** Limits of AdminMemberLevelRequest's fields. */
export const AdminMemberLevelRequestRules = {
  "levelId": {
    "minimum": 1
  }
} as const;

/** Limits of AdminSessionsEnded's fields. */
export const AdminSessionsEndedRules = {
  "ended": {
    "minimum": 0
  }
} as const;

/** Limits of AdminAuditPage's fields. */
export const AdminAuditPageRules = {
  "total": {
    "minimum": 0
  },
  "page": {
    "minimum": 1
  },
  "size": {
    "minimum": 1
  }
} as const;

/** Limits of AdminNoticeRequest's fields. */
export const AdminNoticeRequestRules = {
  "title": {
    "minLength": 1,
    "maxLength": 100
  },
  "noticeContent": {
    "minLength": 1,
    "maxLength": 20000
  }
} as const;

/** Limits of AdminUpdateNoticeRequest's fields. */
export const AdminUpdateNoticeRequestRules = {
  "version": {
    "minLength": 1,
    "maxLength": 32
  },
  "title": {
    "minLength": 1,
    "maxLength": 100
  },
  "content": {
    "minLength": 1,
    "maxLength": 20000
  }
} as const;

/** Limits of AdminHomeImageRequest's fields. */
export const AdminHomeImageRequestRules = {
  "title": {
    "minLength": 1,
    "maxLength": 100
  },
  "imageUrl": {
    "minLength": 1,
    "maxLength": 20000,
    "pattern": "^(/|https?://|data:image/)"
  },
  "link": {
    "maxLength": 500,
    "pattern": "^(#/|/|https?://)"
  },
  "sort": {
    "minimum": 0,
    "maximum": 9999
  }
} as const;

/** Limits of AdminLevelRequest's fields. */
export const AdminLevelRequestRules = {
  "name": {
    "minLength": 1,
    "maxLength": 32
  },
  "price": {
    "minimum": 0
  },
  "dailyDownloads": {
    "minimum": 0,
    "maximum": 100000
  },
  "termDays": {
    "minimum": 1,
    "maximum": 3650
  }
} as const;

/** Limits of AdminPayOptionRequest's fields. */
export const AdminPayOptionRequestRules = {
  "name": {
    "minLength": 1,
    "maxLength": 32
  },
  "price": {
    "minimum": 1
  },
  "amount": {
    "minimum": 1
  },
  "sort": {
    "minimum": 0,
    "maximum": 9999
  }
} as const;

/** Limits of AdminNavMenuRequest's fields. */
export const AdminNavMenuRequestRules = {
  "freeDubbing": {
    "maxLength": 4000
  },
  "aiCreateImage": {
    "maxLength": 4000
  },
  "aiCreateText": {
    "maxLength": 4000
  }
} as const;

/** Limits of EspeakVoiceMapping's fields. */
export const EspeakVoiceMappingRules = {
  "pitch": {
    "minimum": 0,
    "maximum": 99
  },
  "rate": {
    "minimum": 80,
    "maximum": 450
  }
} as const;

/** Limits of AzureVoiceMapping's fields. */
export const AzureVoiceMappingRules = {
  "voice": {
    "minLength": 1,
    "maxLength": 64,
    "pattern": "^[a-z]{2,3}-[A-Z]{2}(-[a-z]+)?-[A-Za-z]+Neural$"
  },
  "style": {
    "maxLength": 32,
    "pattern": "^([a-z][a-z-]*)?$"
  },
  "rate": {
    "minimum": -50,
    "maximum": 100
  },
  "pitch": {
    "minimum": -12,
    "maximum": 12
  }
} as const;

/** Limits of TencentVoiceMapping's fields. */
export const TencentVoiceMappingRules = {
  "voiceType": {
    "minimum": 1,
    "maximum": 999999999
  },
  "speed": {
    "minimum": -2,
    "maximum": 6
  },
  "volume": {
    "minimum": -10,
    "maximum": 10
  }
} as const;

/** Limits of AdminVoicePreviewRequest's fields. */
export const AdminVoicePreviewRequestRules = {
  "voiceId": {
    "minimum": 1
  },
  "name": {
    "maxLength": 32
  },
  "style": {
    "maxLength": 32
  },
  "pitchHz": {
    "minimum": 60,
    "maximum": 400
  }
} as const;

/** Limits of AdminVoiceRequest's fields. */
export const AdminVoiceRequestRules = {
  "name": {
    "minLength": 1,
    "maxLength": 32
  },
  "style": {
    "minLength": 1,
    "maxLength": 32
  },
  "language": {
    "minLength": 1,
    "maxLength": 16
  },
  "pitchHz": {
    "minimum": 60,
    "maximum": 400
  },
  "sampleText": {
    "minLength": 1,
    "maxLength": 200
  },
  "sort": {
    "minimum": 0,
    "maximum": 9999
  }
} as const;

/** Limits of AdminCommonDocumentRequest's fields. */
export const AdminCommonDocumentRequestRules = {
  "title": {
    "minLength": 1,
    "maxLength": 100
  },
  "content": {
    "minLength": 1,
    "maxLength": 100000
  },
  "section": {
    "minLength": 1,
    "maxLength": 32
  }
} as const;

/** Limits of AdminCardBatchRequest's fields. */
export const AdminCardBatchRequestRules = {
  "days": {
    "minimum": 1,
    "maximum": 3650
  },
  "levelId": {
    "minimum": 1
  },
  "count": {
    "minimum": 1,
    "maximum": 1000
  },
  "note": {
    "maxLength": 100
  }
} as const;

/** Limits of AdminReportPage's fields. */
export const AdminReportPageRules = {
  "total": {
    "minimum": 0
  },
  "page": {
    "minimum": 1
  },
  "size": {
    "minimum": 1
  }
} as const;

/** Limits of AdminReportHandleRequest's fields. */
export const AdminReportHandleRequestRules = {
  "reason": {
    "maxLength": 200
  }
} as const;

/** Limits of AdminBalanceRequest's fields. */
export const AdminBalanceRequestRules = {
  "amount": {
    "minimum": -100000000,
    "maximum": 100000000
  },
  "reason": {
    "minLength": 1,
    "maxLength": 200
  },
  "requestId": {
    "pattern": "^[A-Za-z0-9-]{8,64}$"
  }
} as const;

/**
 * Limits of each component schema's fields (components.schemas), by schema and field. A page
 * that needs one schema's limits imports its `<Schema>Rules` const: this map keeps them all.
 */
export const fieldRules = {
  ErrorEnvelope: ErrorEnvelopeRules,
  UsersInfo: UsersInfoRules,
  UsersLevelInfo: UsersLevelInfoRules,
  LoginRequest: LoginRequestRules,
  RegisterRequest: RegisterRequestRules,
  PasswordUpdateRequest: PasswordUpdateRequestRules,
  UserLogPage: UserLogPageRules,
  RechargeOrder: RechargeOrderRules,
  RechargeOrderPage: RechargeOrderPageRules,
  ConsumeRecord: ConsumeRecordRules,
  ConsumeRecordPage: ConsumeRecordPageRules,
  PayOption: PayOptionRules,
  PayOnlineRequest: PayOnlineRequestRules,
  PayCompletedRequest: PayCompletedRequestRules,
  PayOrderRequest: PayOrderRequestRules,
  RechargeRecord: RechargeRecordRules,
  RechargeRecordPage: RechargeRecordPageRules,
  SearchRequest: SearchRequestRules,
  SearchResultItem: SearchResultItemRules,
  SearchPage: SearchPageRules,
  NoticeReadRequest: NoticeReadRequestRules,
  NoticeReadState: NoticeReadStateRules,
  DocumentSummary: DocumentSummaryRules,
  ImageSize: ImageSizeRules,
  PreviewImage: PreviewImageRules,
  MaterialPreview: MaterialPreviewRules,
  DocumentSummaryPage: DocumentSummaryPageRules,
  TwoClassDocument: TwoClassDocumentRules,
  PluginUnbindAllowance: PluginUnbindAllowanceRules,
  PluginActivationPage: PluginActivationPageRules,
  PluginActivateRequest: PluginActivateRequestRules,
  LevelUpgradeRequest: LevelUpgradeRequestRules,
  ReportPage: ReportPageRules,
  ReportCreateRequest: ReportCreateRequestRules,
  ReportUpdateRequest: ReportUpdateRequestRules,
  DubbingCollectRequest: DubbingCollectRequestRules,
  DubbingCount: DubbingCountRules,
  CardCodeRequest: CardCodeRequestRules,
  CardCodeResult: CardCodeResultRules,
  DubbingStartRequest: DubbingStartRequestRules,
  DubbingSentence: DubbingSentenceRules,
  DubbingSentenceList: DubbingSentenceListRules,
  DubbingRegenerateRequest: DubbingRegenerateRequestRules,
  DubbingJob: DubbingJobRules,
  DubbingJobRecord: DubbingJobRecordRules,
  DubbingJobPage: DubbingJobPageRules,
  MaterialEntry: MaterialEntryRules,
  FavouriteRequest: FavouriteRequestRules,
  Favourite: FavouriteRules,
  PhoneRequest: PhoneRequestRules,
  PhoneCaptchaRequest: PhoneCaptchaRequestRules,
  SmsLoginRequest: SmsLoginRequestRules,
  ProfileUpdateRequest: ProfileUpdateRequestRules,
  PasswordResetRequest: PasswordResetRequestRules,
  PasswordLinkResetRequest: PasswordLinkResetRequestRules,
  AdminLoginRequest: AdminLoginRequestRules,
  AdminTotpEnableRequest: AdminTotpEnableRequestRules,
  AdminTotpDisableRequest: AdminTotpDisableRequestRules,
  AdminStaffCreateRequest: AdminStaffCreateRequestRules,
  AdminPasswordChangeRequest: AdminPasswordChangeRequestRules,
  AdminChildClass: AdminChildClassRules,
  AdminClass: AdminClassRules,
  AdminClassRequest: AdminClassRequestRules,
  AdminChildClassRequest: AdminChildClassRequestRules,
  AdminOrderRequest: AdminOrderRequestRules,
  AdminMoveChildRequest: AdminMoveChildRequestRules,
  AdminDocumentRequest: AdminDocumentRequestRules,
  AdminDocumentMaterial: AdminDocumentMaterialRules,
  AdminDocumentSummary: AdminDocumentSummaryRules,
  AdminDocument: AdminDocumentRules,
  AdminDocumentPage: AdminDocumentPageRules,
  AdminMemberPage: AdminMemberPageRules,
  AdminOrder: AdminOrderRules,
  AdminOrderPage: AdminOrderPageRules,
  AdminLedgerPage: AdminLedgerPageRules,
  AdminRefundPreview: AdminRefundPreviewRules,
  AdminRefundRequest: AdminRefundRequestRules,
  ReconciliationProviderSummary: ReconciliationProviderSummaryRules,
  ReconciliationRun: ReconciliationRunRules,
  ReconciliationRunPage: ReconciliationRunPageRules,
  AdminResolveLateRequest: AdminResolveLateRequestRules,
  AdminDownloadPage: AdminDownloadPageRules,
  AdminMemberStatusRequest: AdminMemberStatusRequestRules,
  AdminMemberLevelRequest: AdminMemberLevelRequestRules,
  AdminSessionsEnded: AdminSessionsEndedRules,
  AdminAuditPage: AdminAuditPageRules,
  AdminNoticeRequest: AdminNoticeRequestRules,
  AdminUpdateNoticeRequest: AdminUpdateNoticeRequestRules,
  AdminHomeImageRequest: AdminHomeImageRequestRules,
  AdminLevelRequest: AdminLevelRequestRules,
  AdminPayOptionRequest: AdminPayOptionRequestRules,
  AdminNavMenuRequest: AdminNavMenuRequestRules,
  EspeakVoiceMapping: EspeakVoiceMappingRules,
  AzureVoiceMapping: AzureVoiceMappingRules,
  TencentVoiceMapping: TencentVoiceMappingRules,
  AdminVoicePreviewRequest: AdminVoicePreviewRequestRules,
  AdminVoiceRequest: AdminVoiceRequestRules,
  AdminCommonDocumentRequest: AdminCommonDocumentRequestRules,
  AdminCardBatchRequest: AdminCardBatchRequestRules,
  AdminReportPage: AdminReportPageRules,
  AdminReportHandleRequest: AdminReportHandleRequestRules,
  AdminBalanceRequest: AdminBalanceRequestRules,
} as const;

/** Limits of the shared query parameters (components.parameters): paging. */
export const sharedParameterRules = {
  "page": {
    "minimum": 1,
    "maximum": 10000,
    "default": 1
  },
  "size": {
    "minimum": 1,
    "maximum": 100,
    "default": 20
  },
  "listingSort": {
    "default": "newest"
  },
  "listingFormat": {
    "minLength": 1,
    "maxLength": 20
  },
  "listingLevel": {
    "minimum": 1
  },
  "reconciliationRunId": {
    "minimum": 1
  },
  "auditStaffId": {
    "minimum": 1
  },
  "auditStaffName": {
    "maxLength": 32
  },
  "auditObjectType": {
    "maxLength": 32
  },
  "auditObjectId": {
    "maxLength": 64
  },
  "adminMemberId": {
    "minimum": 1
  },
  "adminMemberName": {
    "maxLength": 64
  },
  "adminOrderNo": {
    "pattern": "^[A-Za-z0-9]{1,40}$"
  },
  "adminLedgerReference": {
    "maxLength": 64
  }
} as const;

/** Limits of each operation's own path and query parameters, by operationId and name. */
export const parameterRules = {
  "getRechargeOrder": {
    "orderNo": {
      "minLength": 1,
      "maxLength": 64
    }
  },
  "searchDocuments": {
    "q": {
      "minLength": 1,
      "maxLength": 50
    },
    "oneClass": {
      "minimum": 1
    }
  },
  "getTwoClassSection": {
    "oneClassId": {
      "minimum": 1
    }
  },
  "getTwoClassChildSection": {
    "childClassId": {
      "minimum": 1
    }
  },
  "getCommonDocument": {
    "documentId": {
      "minimum": 1
    }
  },
  "getTwoClassDocument": {
    "documentId": {
      "minimum": 1
    }
  },
  "listPluginActivations": {
    "machineCode": {
      "maxLength": 96
    }
  },
  "unbindPluginMachine": {
    "id": {
      "minimum": 1
    }
  },
  "listHomeImages": {
    "limit": {
      "minimum": 1,
      "maximum": 50,
      "default": 8
    }
  },
  "checkDownload": {
    "key": {
      "minLength": 1,
      "maxLength": 64
    }
  },
  "removeDubbingFavourite": {
    "voiceId": {
      "minimum": 1
    }
  },
  "getDubbingJob": {
    "jobId": {
      "minimum": 1
    }
  },
  "listDubbingSentences": {
    "jobId": {
      "minimum": 1
    }
  },
  "regenerateDubbingSentence": {
    "jobId": {
      "minimum": 1
    },
    "index": {
      "minimum": 0
    }
  },
  "removeFavourite": {
    "documentId": {
      "minimum": 1
    }
  },
  "adminUpdateStaff": {
    "staffId": {
      "minimum": 1
    }
  },
  "adminEndStaffSessions": {
    "staffId": {
      "minimum": 1
    }
  },
  "adminResetStaffTotp": {
    "staffId": {
      "minimum": 1
    }
  },
  "adminResetStaffPassword": {
    "staffId": {
      "minimum": 1
    }
  },
  "adminUpdateClass": {
    "classId": {
      "minimum": 1
    }
  },
  "adminDeleteClass": {
    "classId": {
      "minimum": 1
    }
  },
  "adminCreateChildClass": {
    "classId": {
      "minimum": 1
    }
  },
  "adminReorderChildClasses": {
    "classId": {
      "minimum": 1
    }
  },
  "adminUpdateChildClass": {
    "childId": {
      "minimum": 1
    }
  },
  "adminDeleteChildClass": {
    "childId": {
      "minimum": 1
    }
  },
  "adminMoveChildClass": {
    "childId": {
      "minimum": 1
    }
  },
  "adminListDocuments": {
    "title": {
      "maxLength": 100
    },
    "oneClassId": {
      "minimum": 1
    },
    "childId": {
      "minimum": 1
    }
  },
  "adminGetDocument": {
    "documentId": {
      "minimum": 1
    }
  },
  "adminUpdateDocument": {
    "documentId": {
      "minimum": 1
    }
  },
  "adminPreviewDocument": {
    "documentId": {
      "minimum": 1
    }
  },
  "adminSetDocumentState": {
    "documentId": {
      "minimum": 1
    }
  },
  "adminUploadDocumentCover": {
    "documentId": {
      "minimum": 1
    }
  },
  "adminUploadDocumentMaterial": {
    "documentId": {
      "minimum": 1
    }
  },
  "adminRetryMaterialPreview": {
    "documentId": {
      "minimum": 1
    }
  },
  "adminListMembers": {
    "keyword": {
      "maxLength": 64
    },
    "levelId": {
      "minimum": 1
    }
  },
  "adminGetMember": {
    "memberId": {
      "minimum": 1
    }
  },
  "adminSetMemberStatus": {
    "memberId": {
      "minimum": 1
    }
  },
  "adminSetMemberLevel": {
    "memberId": {
      "minimum": 1
    }
  },
  "adminResetMemberPassword": {
    "memberId": {
      "minimum": 1
    }
  },
  "adminEndMemberSessions": {
    "memberId": {
      "minimum": 1
    }
  },
  "adminAdjustBalance": {
    "memberId": {
      "minimum": 1
    }
  },
  "adminUpdateNotice": {
    "noticeId": {
      "minimum": 1
    }
  },
  "adminDeleteNotice": {
    "noticeId": {
      "minimum": 1
    }
  },
  "adminUpdateHomeImage": {
    "imageId": {
      "minimum": 1
    }
  },
  "adminDeleteHomeImage": {
    "imageId": {
      "minimum": 1
    }
  },
  "adminUpdateLevel": {
    "levelId": {
      "minimum": 1
    }
  },
  "adminUpdatePayOption": {
    "payOptionId": {
      "minimum": 1
    }
  },
  "adminUpdateVoice": {
    "voiceId": {
      "minimum": 1
    }
  },
  "adminDeleteVoice": {
    "voiceId": {
      "minimum": 1
    }
  },
  "adminUpdateCommonDocument": {
    "documentId": {
      "minimum": 1
    }
  },
  "adminPreviewRefund": {
    "amount": {
      "minimum": 1,
      "maximum": 100000000
    }
  },
  "adminCheckRefund": {
    "refundNo": {
      "pattern": "^[A-Za-z0-9]{1,40}$"
    }
  },
  "adminListMemberDownloads": {
    "memberId": {
      "minimum": 1
    }
  },
  "adminExportCardBatch": {
    "batchId": {
      "minimum": 1
    }
  },
  "adminHandleReport": {
    "reportId": {
      "minimum": 1
    }
  }
} as const;

/** Every string enum of components.schemas, in the contract's order. */
export const enums = {
  "EntitlementKey": [
    "sourceMaterial",
    "myzSourceMaterial",
    "template",
    "plugin",
    "dubbing",
    "course"
  ],
  "UserStatus": [
    "active",
    "pending",
    "locked"
  ],
  "RechargeStatus": [
    "pending",
    "paid",
    "closed",
    "refunded"
  ],
  "PayProvider": [
    "wechatpay",
    "alipay",
    "sandbox"
  ],
  "ReportStatus": [
    "pending",
    "approved",
    "rejected"
  ],
  "DubbingJobStatus": [
    "queued",
    "running",
    "done",
    "failed"
  ],
  "AdminRole": [
    "owner",
    "editor",
    "reviewer",
    "finance"
  ],
  "AdminDocumentState": [
    "published",
    "unpublished"
  ],
  "MaterialPreviewKind": [
    "image",
    "video",
    "audio"
  ],
  "MaterialPreviewStatus": [
    "pending",
    "ready",
    "failed"
  ],
  "LedgerReason": [
    "opening",
    "recharge",
    "levelUpgrade",
    "refund",
    "adjustment"
  ],
  "AdminRefundState": [
    "requested",
    "processing",
    "succeeded",
    "failed",
    "unknown"
  ],
  "ReconciliationKind": [
    "missingOurs",
    "missingProvider",
    "amount",
    "state"
  ],
  "ReconciliationSource": [
    "console",
    "command",
    "schedule"
  ],
  "ReconciliationRecord": [
    "payment",
    "refund"
  ],
  "SpeechEngine": [
    "espeak",
    "azure",
    "tencent"
  ],
  "EspeakLanguage": [
    "cmn-latn-pinyin",
    "yue"
  ],
  "EspeakVariant": [
    "f1",
    "f2",
    "f3",
    "f4",
    "f5",
    "m1",
    "m2",
    "m3",
    "m4",
    "m5",
    "m6",
    "m7",
    "m8",
    "aunty",
    "grandma",
    "grandpa",
    "linda",
    "steph",
    "whisperf"
  ],
  "CardBatchType": [
    "dubbing",
    "level"
  ]
} as const;

/** Ids of the fixed common documents (getCommonDocument); x-enum-varnames names each one for code (the generated contract of packages/api-client). */
export const COMMON_DOCUMENT_IDS = {
  "market": 1,
  "mustRead": 2,
  "tutorial": 3,
  "accountFiling": 4,
  "voiceClone": 5,
  "animationSoftware": 6,
  "otherSoftware": 7,
  "plugins": 8
} as const;
