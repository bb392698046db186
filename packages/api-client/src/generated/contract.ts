// Generated from openapi.yaml by scripts/generate-contract.mjs (npm run generate). Do not edit.
// The values behind the types: field limits, enums and named ids, for every package to import
// from '@dongman/api-client/contract' instead of writing them again.

/** Limits of each component schema's fields (components.schemas), by schema and field. */
export const fieldRules = {
  "ErrorEnvelope": {
    "code": {
      "minimum": 201
    }
  },
  "UsersInfo": {
    "id": {
      "minimum": 1
    },
    "money": {
      "minimum": 0
    }
  },
  "UsersLevelInfo": {
    "price": {
      "minimum": 0
    }
  },
  "LoginRequest": {
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
  },
  "RegisterRequest": {
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
      "pattern": "^1[3-9][0-9]{9}$"
    },
    "captchaCode": {
      "minLength": 4,
      "maxLength": 2048
    },
    "smsCode": {
      "pattern": "^[0-9]{6}$"
    }
  },
  "PasswordUpdateRequest": {
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
  },
  "UserLogPage": {
    "total": {
      "minimum": 0
    },
    "page": {
      "minimum": 1
    },
    "size": {
      "minimum": 1
    }
  },
  "RechargeOrder": {
    "amount": {
      "minimum": 1
    },
    "price": {
      "minimum": 1
    }
  },
  "RechargeOrderPage": {
    "total": {
      "minimum": 0
    },
    "page": {
      "minimum": 1
    },
    "size": {
      "minimum": 1
    }
  },
  "ConsumeRecord": {
    "amount": {
      "minimum": 0
    },
    "balanceAfter": {
      "minimum": 0
    }
  },
  "ConsumeRecordPage": {
    "total": {
      "minimum": 0
    },
    "page": {
      "minimum": 1
    },
    "size": {
      "minimum": 1
    }
  },
  "PayOption": {
    "amount": {
      "minimum": 1
    },
    "price": {
      "minimum": 1
    }
  },
  "PayOnlineRequest": {
    "payOptionId": {
      "minimum": 1
    }
  },
  "PayCompletedRequest": {
    "orderNo": {
      "minLength": 1,
      "maxLength": 64
    }
  },
  "PayOrderRequest": {
    "orderNo": {
      "minLength": 1,
      "maxLength": 64
    }
  },
  "RechargeRecord": {
    "paidAmount": {
      "minimum": 0
    },
    "amount": {
      "minimum": 1
    },
    "balanceAfter": {
      "minimum": 0
    }
  },
  "RechargeRecordPage": {
    "total": {
      "minimum": 0
    },
    "page": {
      "minimum": 1
    },
    "size": {
      "minimum": 1
    }
  },
  "SearchRequest": {
    "searchContent": {
      "minLength": 1,
      "maxLength": 50
    }
  },
  "SearchResultItem": {
    "oneClassChildren": {
      "minimum": 0
    }
  },
  "SearchPage": {
    "total": {
      "minimum": 0
    },
    "page": {
      "minimum": 1
    },
    "size": {
      "minimum": 1
    }
  },
  "DocumentSummary": {
    "oneClassChildren": {
      "minimum": 0
    }
  },
  "DocumentSummaryPage": {
    "total": {
      "minimum": 0
    },
    "page": {
      "minimum": 1
    },
    "size": {
      "minimum": 1
    }
  },
  "TwoClassDocument": {
    "oneClassChildren": {
      "minimum": 0
    }
  },
  "PluginActivationPage": {
    "total": {
      "minimum": 0
    },
    "page": {
      "minimum": 1
    },
    "size": {
      "minimum": 1
    }
  },
  "PluginActivateRequest": {
    "machineCode": {
      "minLength": 16,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9-]+$"
    }
  },
  "LevelUpgradeRequest": {
    "levelId": {
      "minimum": 1
    }
  },
  "ReportPage": {
    "total": {
      "minimum": 0
    },
    "page": {
      "minimum": 1
    },
    "size": {
      "minimum": 1
    }
  },
  "ReportCreateRequest": {
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
  },
  "ReportUpdateRequest": {
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
  },
  "DubbingCollectRequest": {
    "voiceId": {
      "minimum": 1
    }
  },
  "DubbingCount": {
    "remaining": {
      "minimum": 0
    }
  },
  "CardCodeRequest": {
    "cardCode": {
      "minLength": 6,
      "maxLength": 64
    }
  },
  "CardCodeResult": {
    "addedDays": {
      "minimum": 1
    }
  },
  "DubbingStartRequest": {
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
    }
  },
  "DubbingJobPage": {
    "total": {
      "minimum": 0
    },
    "page": {
      "minimum": 1
    },
    "size": {
      "minimum": 1
    }
  },
  "FavouriteRequest": {
    "documentId": {
      "minimum": 1
    }
  },
  "Favourite": {
    "oneClassChildren": {
      "minimum": 0
    }
  },
  "PhoneRequest": {
    "phone": {
      "pattern": "^1[3-9][0-9]{9}$"
    }
  },
  "ProfileUpdateRequest": {
    "usersName": {
      "minLength": 1,
      "maxLength": 32
    },
    "phone": {
      "pattern": "^1[3-9][0-9]{9}$"
    },
    "smsCode": {
      "pattern": "^[0-9]{6}$"
    }
  },
  "PasswordResetRequest": {
    "phone": {
      "pattern": "^1[3-9][0-9]{9}$"
    },
    "smsCode": {
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
  },
  "AdminLoginRequest": {
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
    }
  },
  "AdminTotpEnableRequest": {
    "code": {
      "pattern": "^[0-9 ]{6,7}$"
    }
  },
  "AdminStaffCreateRequest": {
    "name": {
      "minLength": 3,
      "maxLength": 32,
      "pattern": "^[A-Za-z0-9_]+$"
    },
    "password": {
      "minLength": 8,
      "maxLength": 128
    }
  },
  "AdminChildClass": {
    "documentCount": {
      "minimum": 0
    }
  },
  "AdminClass": {
    "documentCount": {
      "minimum": 0
    }
  },
  "AdminClassRequest": {
    "name": {
      "minLength": 1,
      "maxLength": 20
    }
  },
  "AdminChildClassRequest": {
    "name": {
      "minLength": 1,
      "maxLength": 20
    }
  },
  "AdminOrderRequest": {
    "ids": {
      "minItems": 1,
      "maxItems": 200,
      "items": {
        "minimum": 1
      }
    }
  },
  "AdminMoveChildRequest": {
    "oneClassId": {
      "minimum": 1
    }
  },
  "AdminDocumentRequest": {
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
  },
  "AdminDocumentMaterial": {
    "size": {
      "minimum": 0
    }
  },
  "AdminDocumentSummary": {
    "childId": {
      "minimum": 0
    },
    "price": {
      "minimum": 0
    }
  },
  "AdminDocument": {
    "childId": {
      "minimum": 0
    },
    "price": {
      "minimum": 0
    }
  },
  "AdminDocumentPage": {
    "total": {
      "minimum": 0
    },
    "page": {
      "minimum": 1
    },
    "size": {
      "minimum": 1
    }
  },
  "AdminMemberPage": {
    "total": {
      "minimum": 0
    },
    "page": {
      "minimum": 1
    },
    "size": {
      "minimum": 1
    }
  },
  "AdminOrder": {
    "refundedAmount": {
      "minimum": 0
    }
  },
  "AdminOrderPage": {
    "total": {
      "minimum": 0
    },
    "page": {
      "minimum": 1
    },
    "size": {
      "minimum": 1
    }
  },
  "AdminLedgerPage": {
    "total": {
      "minimum": 0
    },
    "page": {
      "minimum": 1
    },
    "size": {
      "minimum": 1
    }
  },
  "AdminRefundRequest": {
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
  },
  "AdminResolveLateRequest": {
    "note": {
      "minLength": 1,
      "maxLength": 200
    }
  },
  "AdminDownloadPage": {
    "total": {
      "minimum": 0
    },
    "page": {
      "minimum": 1
    },
    "size": {
      "minimum": 1
    }
  },
  "AdminMemberStatusRequest": {
    "reason": {
      "maxLength": 200
    }
  },
  "AdminMemberLevelRequest": {
    "levelId": {
      "minimum": 1
    }
  },
  "AdminSessionsEnded": {
    "ended": {
      "minimum": 0
    }
  },
  "AdminAuditPage": {
    "total": {
      "minimum": 0
    },
    "page": {
      "minimum": 1
    },
    "size": {
      "minimum": 1
    }
  },
  "AdminNoticeRequest": {
    "title": {
      "minLength": 1,
      "maxLength": 100
    },
    "noticeContent": {
      "minLength": 1,
      "maxLength": 20000
    }
  },
  "AdminUpdateNoticeRequest": {
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
  },
  "AdminHomeImageRequest": {
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
  },
  "AdminLevelRequest": {
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
    }
  },
  "AdminPayOptionRequest": {
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
  },
  "AdminNavMenuRequest": {
    "freeDubbing": {
      "maxLength": 4000
    },
    "aiCreateImage": {
      "maxLength": 4000
    },
    "aiCreateText": {
      "maxLength": 4000
    }
  },
  "AdminVoiceRequest": {
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
  },
  "AdminCommonDocumentRequest": {
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
  },
  "AdminCardBatchRequest": {
    "days": {
      "minimum": 1,
      "maximum": 3650
    },
    "count": {
      "minimum": 1,
      "maximum": 1000
    },
    "note": {
      "maxLength": 100
    }
  },
  "AdminReportPage": {
    "total": {
      "minimum": 0
    },
    "page": {
      "minimum": 1
    },
    "size": {
      "minimum": 1
    }
  },
  "AdminBalanceRequest": {
    "amount": {
      "minimum": -100000000,
      "maximum": 100000000
    },
    "reason": {
      "minLength": 1,
      "maxLength": 200
    }
  }
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
      "maxLength": 64
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
  "adminListAudit": {
    "staffId": {
      "minimum": 1
    },
    "objectType": {
      "maxLength": 32
    },
    "objectId": {
      "maxLength": 64
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
  "adminListMemberDownloads": {
    "memberId": {
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
  "LedgerReason": [
    "opening",
    "recharge",
    "levelUpgrade",
    "refund",
    "adjustment"
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
