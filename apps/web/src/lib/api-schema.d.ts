/**
 * The HTTP API's types, generated from the server's OpenAPI document (the routes' zod schemas) by
 * `npm run api:types` (the build runs it too). Do not edit: change the route and regenerate.
 */

export interface paths {
    "/api/dev/mailbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** E-mails stored by the dev mailbox, newest first (not in production; this machine only unless DEV_MAILBOX_OPEN=true) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            messages: {
                                /** @description ISO 8601 timestamp */
                                createdAt: string;
                                html: string;
                                id: string;
                                subject: string;
                                text: string;
                                to: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness and database status */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            database: {
                                latencyMs: number | null;
                                /** @enum {string} */
                                status: "up" | "down";
                            };
                            /** @enum {string} */
                            status: "ok" | "degraded";
                            uptimeSeconds: number;
                            version: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            database: {
                                latencyMs: number | null;
                                /** @enum {string} */
                                status: "up" | "down";
                            };
                            /** @enum {string} */
                            status: "ok" | "degraded";
                            uptimeSeconds: number;
                            version: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a member or business account; a verification e-mail follows
         * @description Answers 201 for a new address and for one that already has an account (the owner is e-mailed instead), so that addresses cannot be discovered.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        accountType: "community";
                        email: string;
                        fullName: string;
                        /**
                         * @default en
                         * @enum {string}
                         */
                        language?: "en" | "am" | "ti";
                        password: string;
                        username: string;
                    } | {
                        /** @enum {string} */
                        accountType: "business";
                        businessAddress?: string;
                        businessCategory: string;
                        businessDescription?: string;
                        businessEmail?: string;
                        businessLocation: string;
                        businessName: string;
                        customCategory?: string;
                        email: string;
                        /**
                         * @default en
                         * @enum {string}
                         */
                        language?: "en" | "am" | "ti";
                        password: string;
                        socialMedia?: string;
                        website?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "verification_sent";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/counts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Members, posts today, open reports, pending verifications */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            failedJobs: number;
                            members: number;
                            openReports: number;
                            pendingVerifications: number;
                            postsToday: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Background jobs that failed every retry (dead letters), by job, with the last error */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            queues: {
                                count: number;
                                lastError: string;
                                lastFailedAt: string;
                                lastJobId: string;
                                name: string;
                            }[];
                            total: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/jobs/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Puts a failed background job back in line */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The moderation log: who did what, when and why (site and community admins) */
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                action: string;
                                actor: {
                                    id: string;
                                    username: string;
                                } | null;
                                communityId: string | null;
                                createdAt: string;
                                id: string;
                                reason: string;
                                /** @enum {string} */
                                scope: "site" | "community";
                                targetId: string;
                                targetKind: string;
                                targetUser: {
                                    id: string;
                                    username: string;
                                } | null;
                            }[];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The reports queue, newest or most reported first, with the content in context */
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                    limit?: number;
                    sort?: "newest" | "most";
                    status?: "open" | "dismissed" | "actioned";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                attachedPosts: {
                                    id: string;
                                    text: string;
                                }[];
                                /** @enum {string} */
                                category: "spam" | "harassment" | "violence" | "false_information" | "illegal" | "other";
                                content: {
                                    earlier: string[];
                                    images: string[];
                                    link: string | null;
                                    removed: boolean;
                                    text: string;
                                };
                                createdAt: string;
                                details: string;
                                id: string;
                                /** @enum {string} */
                                kind: "post" | "comment" | "profile" | "community" | "message" | "event" | "service" | "review";
                                outcome: string | null;
                                reportCount: number;
                                reporter: {
                                    id: string;
                                    username: string;
                                } | null;
                                /** @enum {string} */
                                status: "open" | "dismissed" | "actioned";
                                target: {
                                    accountType: string;
                                    businessName: string | null;
                                    createdAt: string;
                                    email: string;
                                    emailVerified: boolean;
                                    fullName: string | null;
                                    id: string;
                                    isAdmin: boolean;
                                    isVerified: boolean;
                                    /** @enum {string} */
                                    status: "active" | "suspended" | "banned" | "deleted";
                                    twoFactorEnabled: boolean;
                                    until: string | null;
                                    username: string;
                                } | null;
                                targetId: string;
                            }[];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/reports/{id}/decision": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Dismiss, remove the content, warn, suspend for some days or ban, with a reason */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        action: "dismiss" | "remove" | "warn" | "suspend" | "ban";
                        days?: number;
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "dismissed" | "actioned";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Members by name, username or e-mail, with their status */
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                    limit?: number;
                    q?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                accountType: string;
                                businessName: string | null;
                                createdAt: string;
                                email: string;
                                emailVerified: boolean;
                                fullName: string | null;
                                id: string;
                                isAdmin: boolean;
                                isVerified: boolean;
                                /** @enum {string} */
                                status: "active" | "suspended" | "banned" | "deleted";
                                twoFactorEnabled: boolean;
                                until: string | null;
                                username: string;
                            }[];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/users/{id}/ban": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ban a member: sessions end, their content is hidden while banned */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            accountType: string;
                            businessName: string | null;
                            createdAt: string;
                            email: string;
                            emailVerified: boolean;
                            fullName: string | null;
                            id: string;
                            isAdmin: boolean;
                            isVerified: boolean;
                            /** @enum {string} */
                            status: "active" | "suspended" | "banned" | "deleted";
                            twoFactorEnabled: boolean;
                            until: string | null;
                            username: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/users/{id}/suspension": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Suspend a member for some days: their sessions and sockets end at once */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        days: number;
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            accountType: string;
                            businessName: string | null;
                            createdAt: string;
                            email: string;
                            emailVerified: boolean;
                            fullName: string | null;
                            id: string;
                            isAdmin: boolean;
                            isVerified: boolean;
                            /** @enum {string} */
                            status: "active" | "suspended" | "banned" | "deleted";
                            twoFactorEnabled: boolean;
                            until: string | null;
                            username: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        /** Lift a suspension or ban */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            accountType: string;
                            businessName: string | null;
                            createdAt: string;
                            email: string;
                            emailVerified: boolean;
                            fullName: string | null;
                            id: string;
                            isAdmin: boolean;
                            isVerified: boolean;
                            /** @enum {string} */
                            status: "active" | "suspended" | "banned" | "deleted";
                            twoFactorEnabled: boolean;
                            until: string | null;
                            username: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/users/{id}/two-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Turn off a member's two-step verification (a lost phone), with a reason */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            accountType: string;
                            businessName: string | null;
                            createdAt: string;
                            email: string;
                            emailVerified: boolean;
                            fullName: string | null;
                            id: string;
                            isAdmin: boolean;
                            isVerified: boolean;
                            /** @enum {string} */
                            status: "active" | "suspended" | "banned" | "deleted";
                            twoFactorEnabled: boolean;
                            until: string | null;
                            username: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/users/{id}/verification-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send the member the e-mail verification link again, with a reason for the log */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/verifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Businesses asking for the verified badge */
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                    limit?: number;
                    status?: "pending" | "approved" | "declined";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                business: {
                                    category: string | null;
                                    email: string | null;
                                    location: string | null;
                                    name: string | null;
                                    website: string | null;
                                };
                                createdAt: string;
                                details: string;
                                id: string;
                                person: {
                                    accountType: string;
                                    businessName: string | null;
                                    createdAt: string;
                                    email: string;
                                    emailVerified: boolean;
                                    fullName: string | null;
                                    id: string;
                                    isAdmin: boolean;
                                    isVerified: boolean;
                                    /** @enum {string} */
                                    status: "active" | "suspended" | "banned" | "deleted";
                                    twoFactorEnabled: boolean;
                                    until: string | null;
                                    username: string;
                                };
                                reason: string | null;
                                /** @enum {string} */
                                status: "pending" | "approved" | "declined";
                            }[];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/verifications/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Approve (the badge appears everywhere) or decline with a reason */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        approve: boolean;
                        /** @default  */
                        reason?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/boosts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Boost one of my public posts for 1, 3 or 7 days: opens a checkout */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        days: 1 | 3 | 7;
                        /** Format: uuid */
                        postId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            checkoutUrl: string;
                            paymentId: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/calendar/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A private calendar feed ("<token>.ics"): the events its owner organises or goes to; no session needed */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    token: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": string;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/comments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete my comment, or one on my post or in a community I run */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Edit my comment (its earlier text is kept) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        body: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            author: {
                                /** @enum {string} */
                                accountType: "community" | "business";
                                avatarUrl: string | null;
                                businessCategory: string | null;
                                businessName: string | null;
                                fullName: string | null;
                                id: string;
                                isVerified: boolean;
                                username: string;
                            };
                            body: string;
                            canDelete: boolean;
                            canEdit: boolean;
                            createdAt: string;
                            editedAt: string | null;
                            id: string;
                            postId: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/comments/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A comment's versions, newest first: the current one first, then its earlier texts (whoever may see the comment) */
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                    limit?: number;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                /** @enum {string} */
                                audience?: "public" | "followers" | "community";
                                body: string;
                                current: boolean;
                                writtenAt: string;
                            }[];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/communities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Discover communities by name and description, newest or most active first */
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                    limit?: number;
                    q?: string;
                    sort?: "newest" | "active";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                coverUrl: string | null;
                                createdAt: string;
                                description: string;
                                iconUrl: string | null;
                                id: string;
                                lastActiveAt: string;
                                memberCount: number;
                                name: string;
                                /** @enum {string} */
                                privacy: "public" | "private";
                                viewer: {
                                    canSeeContent: boolean;
                                    /** @enum {string} */
                                    membership: "none" | "pending" | "rejected" | "member" | "admin";
                                };
                            }[];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /** Create a community (cover and icon uploaded first as images); I am its first admin */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default null */
                        coverKey?: string | null;
                        description: string;
                        /** @default null */
                        iconKey?: string | null;
                        /** @default  */
                        joinQuestion?: string;
                        name: string;
                        /** @enum {string} */
                        privacy: "public" | "private";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            adminCount: number;
                            coverUrl: string | null;
                            createdAt: string;
                            description: string;
                            iconUrl: string | null;
                            id: string;
                            joinQuestion: string | null;
                            lastActiveAt: string;
                            memberCount: number;
                            name: string;
                            pendingRequests: number | null;
                            /** @enum {string} */
                            privacy: "public" | "private";
                            viewer: {
                                canSeeContent: boolean;
                                /** @enum {string} */
                                membership: "none" | "pending" | "rejected" | "member" | "admin";
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/communities/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A community's card and where I stand (every signed-in person may see it) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            adminCount: number;
                            coverUrl: string | null;
                            createdAt: string;
                            description: string;
                            iconUrl: string | null;
                            id: string;
                            joinQuestion: string | null;
                            lastActiveAt: string;
                            memberCount: number;
                            name: string;
                            pendingRequests: number | null;
                            /** @enum {string} */
                            privacy: "public" | "private";
                            viewer: {
                                canSeeContent: boolean;
                                /** @enum {string} */
                                membership: "none" | "pending" | "rejected" | "member" | "admin";
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete a community I run, with its posts (its members are told) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Edit a community I run */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        coverKey?: string | null;
                        description?: string;
                        iconKey?: string | null;
                        joinQuestion?: string;
                        name?: string;
                        /** @enum {string} */
                        privacy?: "public" | "private";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            adminCount: number;
                            coverUrl: string | null;
                            createdAt: string;
                            description: string;
                            iconUrl: string | null;
                            id: string;
                            joinQuestion: string | null;
                            lastActiveAt: string;
                            memberCount: number;
                            name: string;
                            pendingRequests: number | null;
                            /** @enum {string} */
                            privacy: "public" | "private";
                            viewer: {
                                canSeeContent: boolean;
                                /** @enum {string} */
                                membership: "none" | "pending" | "rejected" | "member" | "admin";
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/communities/{id}/chat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The community's chat (members only): its conversation id, for the message routes and the conversation room */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            conversationId: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/communities/{id}/join-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Requests to join, pending or rejected, newest first (admins only) */
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                    limit?: number;
                    status?: "pending" | "rejected";
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                answer: string;
                                communityId: string;
                                createdAt: string;
                                decidedAt: string | null;
                                id: string;
                                requester: {
                                    /** @enum {string} */
                                    accountType: "community" | "business";
                                    avatarUrl: string | null;
                                    businessCategory: string | null;
                                    businessName: string | null;
                                    followRequested: boolean;
                                    fullName: string | null;
                                    id: string;
                                    isFollowing: boolean;
                                    isVerified: boolean;
                                    online: boolean | null;
                                    username: string;
                                };
                                /** @enum {string} */
                                status: "pending" | "approved" | "rejected";
                            }[];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/communities/{id}/join-requests/{requestId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Approve or reject a request to join; a rejected one can still be approved (admins only) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    requestId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "approved" | "rejected";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            answer: string;
                            communityId: string;
                            createdAt: string;
                            decidedAt: string | null;
                            id: string;
                            requester: {
                                /** @enum {string} */
                                accountType: "community" | "business";
                                avatarUrl: string | null;
                                businessCategory: string | null;
                                businessName: string | null;
                                followRequested: boolean;
                                fullName: string | null;
                                id: string;
                                isFollowing: boolean;
                                isVerified: boolean;
                                online: boolean | null;
                                username: string;
                            };
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/communities/{id}/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A community's members, admins first (a private one's only for its members) */
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                    limit?: number;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                /** @enum {string} */
                                accountType: "community" | "business";
                                avatarUrl: string | null;
                                businessCategory: string | null;
                                businessName: string | null;
                                followRequested: boolean;
                                fullName: string | null;
                                id: string;
                                isFollowing: boolean;
                                isVerified: boolean;
                                joinedAt: string;
                                online: boolean | null;
                                /** @enum {string} */
                                role: "member" | "admin";
                                username: string;
                            }[];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/communities/{id}/members/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a member at once (admins only) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    userId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            memberCount: number;
                            /** @enum {string} */
                            membership: "none" | "pending" | "rejected" | "member" | "admin";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Promote a member to admin, or demote an admin to member (admins only) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    userId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        role: "member" | "admin";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            accountType: "community" | "business";
                            avatarUrl: string | null;
                            businessCategory: string | null;
                            businessName: string | null;
                            followRequested: boolean;
                            fullName: string | null;
                            id: string;
                            isFollowing: boolean;
                            isVerified: boolean;
                            joinedAt: string;
                            online: boolean | null;
                            /** @enum {string} */
                            role: "member" | "admin";
                            username: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/communities/{id}/membership": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Join a public community, or ask to join a private one (idempotent) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default  */
                        answer?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            memberCount: number;
                            /** @enum {string} */
                            membership: "none" | "pending" | "rejected" | "member" | "admin";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        /** Leave a community, or take back my request to join (idempotent) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            memberCount: number;
                            /** @enum {string} */
                            membership: "none" | "pending" | "rejected" | "member" | "admin";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/communities/{id}/posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A community's posts, newest first (a private one's only for its members) */
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                    limit?: number;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                allows: {
                                    comments: boolean;
                                    likes: boolean;
                                    saves: boolean;
                                };
                                /** @enum {string} */
                                audience: "public" | "followers" | "community";
                                author: {
                                    /** @enum {string} */
                                    accountType: "community" | "business";
                                    avatarUrl: string | null;
                                    businessCategory: string | null;
                                    businessName: string | null;
                                    fullName: string | null;
                                    id: string;
                                    isVerified: boolean;
                                    username: string;
                                };
                                body: string;
                                boosted?: boolean;
                                community: {
                                    id: string;
                                    name: string;
                                } | null;
                                counts: {
                                    comments: number;
                                    likes: number;
                                    saves: number;
                                };
                                createdAt: string;
                                editedAt: string | null;
                                id: string;
                                images: {
                                    bytes?: number;
                                    height: number;
                                    url: string;
                                    variants?: {
                                        bytes: number;
                                        height: number;
                                        /** @enum {string} */
                                        type: "image/webp" | "image/jpeg" | "image/png";
                                        url: string;
                                        width: number;
                                    }[];
                                    width: number;
                                }[];
                                poll?: {
                                    closed: boolean;
                                    closesAt: string;
                                    multiple: boolean;
                                    myChoices: string[];
                                    options: {
                                        id: string;
                                        text: string;
                                        votes: number | null;
                                    }[];
                                    resultsVisible: boolean;
                                    totalVoters: number;
                                };
                                viewer: {
                                    canDelete: boolean;
                                    isAuthor: boolean;
                                    liked: boolean;
                                    saved: boolean;
                                };
                            }[];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/conversations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My conversations (inbox, or the requests waiting for me), newest activity first */
        get: {
            parameters: {
                query?: {
                    box?: "inbox" | "requests" | "filtered";
                    cursor?: string;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                canSend: boolean;
                                communityId: string | null;
                                id: string;
                                /** @enum {string} */
                                kind: "direct" | "group";
                                lastActivityAt: string;
                                lastMessage: {
                                    createdAt: string;
                                    deleted: boolean;
                                    hasImages: boolean;
                                    preview: string;
                                    senderId: string;
                                    seq: number;
                                } | null;
                                lastSeq: number;
                                members: {
                                    /** @enum {string} */
                                    accountType: "community" | "business";
                                    avatarUrl: string | null;
                                    businessCategory: string | null;
                                    businessName: string | null;
                                    followRequested: boolean;
                                    fullName: string | null;
                                    id: string;
                                    isFollowing: boolean;
                                    isVerified: boolean;
                                    online: boolean | null;
                                    username: string;
                                }[];
                                myLastReadSeq: number;
                                seenSeq: number | null;
                                /** @enum {string} */
                                state: "accepted" | "request" | "filtered" | "declined";
                                title: string | null;
                                unreadCount: number;
                            }[];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /** Open the conversation with someone: the existing one, or a new one if they accept a first message from me */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        userId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            canSend: boolean;
                            communityId: string | null;
                            id: string;
                            /** @enum {string} */
                            kind: "direct" | "group";
                            lastActivityAt: string;
                            lastMessage: {
                                createdAt: string;
                                deleted: boolean;
                                hasImages: boolean;
                                preview: string;
                                senderId: string;
                                seq: number;
                            } | null;
                            lastSeq: number;
                            members: {
                                /** @enum {string} */
                                accountType: "community" | "business";
                                avatarUrl: string | null;
                                businessCategory: string | null;
                                businessName: string | null;
                                followRequested: boolean;
                                fullName: string | null;
                                id: string;
                                isFollowing: boolean;
                                isVerified: boolean;
                                online: boolean | null;
                                username: string;
                            }[];
                            myLastReadSeq: number;
                            seenSeq: number | null;
                            /** @enum {string} */
                            state: "accepted" | "request" | "filtered" | "declined";
                            title: string | null;
                            unreadCount: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/conversations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of my conversations */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            canSend: boolean;
                            communityId: string | null;
                            id: string;
                            /** @enum {string} */
                            kind: "direct" | "group";
                            lastActivityAt: string;
                            lastMessage: {
                                createdAt: string;
                                deleted: boolean;
                                hasImages: boolean;
                                preview: string;
                                senderId: string;
                                seq: number;
                            } | null;
                            lastSeq: number;
                            members: {
                                /** @enum {string} */
                                accountType: "community" | "business";
                                avatarUrl: string | null;
                                businessCategory: string | null;
                                businessName: string | null;
                                followRequested: boolean;
                                fullName: string | null;
                                id: string;
                                isFollowing: boolean;
                                isVerified: boolean;
                                online: boolean | null;
                                username: string;
                            }[];
                            myLastReadSeq: number;
                            seenSeq: number | null;
                            /** @enum {string} */
                            state: "accepted" | "request" | "filtered" | "declined";
                            title: string | null;
                            unreadCount: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/conversations/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Messages, oldest first: the newest page, older than `before`, or newer than `after` (catch-up) */
        get: {
            parameters: {
                query?: {
                    after?: number;
                    before?: number;
                    limit?: number;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            hasMore: boolean;
                            items: {
                                body: string;
                                clientId: string;
                                conversationId: string;
                                createdAt: string;
                                deleted: boolean;
                                editedAt: string | null;
                                id: string;
                                images: {
                                    bytes?: number;
                                    height: number;
                                    url: string;
                                    variants?: {
                                        bytes: number;
                                        height: number;
                                        /** @enum {string} */
                                        type: "image/webp" | "image/jpeg" | "image/png";
                                        url: string;
                                        width: number;
                                    }[];
                                    width: number;
                                }[];
                                replyTo: {
                                    body: string;
                                    deleted: boolean;
                                    hasImages: boolean;
                                    id: string;
                                    senderId: string;
                                    seq: number;
                                } | null;
                                senderId: string;
                                seq: number;
                            }[];
                            lastSeq: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /** Send a message; a repeat of the same clientId returns the stored one */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default  */
                        body?: string;
                        clientId: string;
                        /** @default [] */
                        imageKeys?: string[];
                        /** Format: uuid */
                        replyToId?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            body: string;
                            clientId: string;
                            conversationId: string;
                            createdAt: string;
                            deleted: boolean;
                            editedAt: string | null;
                            id: string;
                            images: {
                                bytes?: number;
                                height: number;
                                url: string;
                                variants?: {
                                    bytes: number;
                                    height: number;
                                    /** @enum {string} */
                                    type: "image/webp" | "image/jpeg" | "image/png";
                                    url: string;
                                    width: number;
                                }[];
                                width: number;
                            }[];
                            replyTo: {
                                body: string;
                                deleted: boolean;
                                hasImages: boolean;
                                id: string;
                                senderId: string;
                                seq: number;
                            } | null;
                            senderId: string;
                            seq: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/conversations/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** I have read up to this seq */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        seq: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            lastReadSeq: number;
                            unreadCount: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/conversations/{id}/request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Accept a message request: the conversation moves to my inbox */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            canSend: boolean;
                            communityId: string | null;
                            id: string;
                            /** @enum {string} */
                            kind: "direct" | "group";
                            lastActivityAt: string;
                            lastMessage: {
                                createdAt: string;
                                deleted: boolean;
                                hasImages: boolean;
                                preview: string;
                                senderId: string;
                                seq: number;
                            } | null;
                            lastSeq: number;
                            members: {
                                /** @enum {string} */
                                accountType: "community" | "business";
                                avatarUrl: string | null;
                                businessCategory: string | null;
                                businessName: string | null;
                                followRequested: boolean;
                                fullName: string | null;
                                id: string;
                                isFollowing: boolean;
                                isVerified: boolean;
                                online: boolean | null;
                                username: string;
                            }[];
                            myLastReadSeq: number;
                            seenSeq: number | null;
                            /** @enum {string} */
                            state: "accepted" | "request" | "filtered" | "declined";
                            title: string | null;
                            unreadCount: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        /** Delete a message request (the sender is not told) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/conversations/unread-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Unread messages in my inbox, and how many requests wait */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            count: number;
                            filtered: number;
                            requests: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/drafts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My drafts and scheduled posts, last changed first */
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                /** @enum {string} */
                                audience: "public" | "followers" | "community";
                                body: string;
                                community: {
                                    id: string;
                                    name: string;
                                } | null;
                                createdAt: string;
                                id: string;
                                images: {
                                    height: number;
                                    key: string;
                                    url: string;
                                    width: number;
                                }[];
                                poll: {
                                    hours: number;
                                    /** @default false */
                                    multiple: boolean;
                                    options: string[];
                                } | null;
                                publishFailed: boolean;
                                scheduledAt: string | null;
                                /** @enum {string} */
                                state: "draft" | "scheduled";
                                updatedAt: string;
                            }[];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /** Keep the composer as a draft; with scheduledAt (in the future, at most a year ahead) it is published then */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @default public
                         * @enum {string}
                         */
                        audience?: "public" | "followers" | "community";
                        /** @default  */
                        body?: string;
                        /** Format: uuid */
                        communityId?: string;
                        /** @default [] */
                        imageKeys?: string[];
                        /** @default null */
                        poll?: {
                            hours: number;
                            /** @default false */
                            multiple?: boolean;
                            options: string[];
                        } | null;
                        /** @default null */
                        scheduledAt?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            audience: "public" | "followers" | "community";
                            body: string;
                            community: {
                                id: string;
                                name: string;
                            } | null;
                            createdAt: string;
                            id: string;
                            images: {
                                height: number;
                                key: string;
                                url: string;
                                width: number;
                            }[];
                            poll: {
                                hours: number;
                                /** @default false */
                                multiple: boolean;
                                options: string[];
                            } | null;
                            publishFailed: boolean;
                            scheduledAt: string | null;
                            /** @enum {string} */
                            state: "draft" | "scheduled";
                            updatedAt: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/drafts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of my drafts or scheduled posts */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            audience: "public" | "followers" | "community";
                            body: string;
                            community: {
                                id: string;
                                name: string;
                            } | null;
                            createdAt: string;
                            id: string;
                            images: {
                                height: number;
                                key: string;
                                url: string;
                                width: number;
                            }[];
                            poll: {
                                hours: number;
                                /** @default false */
                                multiple: boolean;
                                options: string[];
                            } | null;
                            publishFailed: boolean;
                            scheduledAt: string | null;
                            /** @enum {string} */
                            state: "draft" | "scheduled";
                            updatedAt: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        /** Replace a draft or scheduled post (content and time; scheduledAt null makes it a draft); 409 once it was published */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @default public
                         * @enum {string}
                         */
                        audience?: "public" | "followers" | "community";
                        /** @default  */
                        body?: string;
                        /** Format: uuid */
                        communityId?: string;
                        /** @default [] */
                        imageKeys?: string[];
                        /** @default null */
                        poll?: {
                            hours: number;
                            /** @default false */
                            multiple?: boolean;
                            options: string[];
                        } | null;
                        /** @default null */
                        scheduledAt?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            audience: "public" | "followers" | "community";
                            body: string;
                            community: {
                                id: string;
                                name: string;
                            } | null;
                            createdAt: string;
                            id: string;
                            images: {
                                height: number;
                                key: string;
                                url: string;
                                width: number;
                            }[];
                            poll: {
                                hours: number;
                                /** @default false */
                                multiple: boolean;
                                options: string[];
                            } | null;
                            publishFailed: boolean;
                            scheduledAt: string | null;
                            /** @enum {string} */
                            state: "draft" | "scheduled";
                            updatedAt: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        /** Delete a draft or scheduled post; 409 once it was published */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/drafts/{id}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Publish a draft or scheduled post now; 409 once it was published */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            allows: {
                                comments: boolean;
                                likes: boolean;
                                saves: boolean;
                            };
                            /** @enum {string} */
                            audience: "public" | "followers" | "community";
                            author: {
                                /** @enum {string} */
                                accountType: "community" | "business";
                                avatarUrl: string | null;
                                businessCategory: string | null;
                                businessName: string | null;
                                fullName: string | null;
                                id: string;
                                isVerified: boolean;
                                username: string;
                            };
                            body: string;
                            boosted?: boolean;
                            community: {
                                id: string;
                                name: string;
                            } | null;
                            counts: {
                                comments: number;
                                likes: number;
                                saves: number;
                            };
                            createdAt: string;
                            editedAt: string | null;
                            id: string;
                            images: {
                                bytes?: number;
                                height: number;
                                url: string;
                                variants?: {
                                    bytes: number;
                                    height: number;
                                    /** @enum {string} */
                                    type: "image/webp" | "image/jpeg" | "image/png";
                                    url: string;
                                    width: number;
                                }[];
                                width: number;
                            }[];
                            poll?: {
                                closed: boolean;
                                closesAt: string;
                                multiple: boolean;
                                myChoices: string[];
                                options: {
                                    id: string;
                                    text: string;
                                    votes: number | null;
                                }[];
                                resultsVisible: boolean;
                                totalVoters: number;
                            };
                            viewer: {
                                canDelete: boolean;
                                isAuthor: boolean;
                                liked: boolean;
                                saved: boolean;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/drafts/{id}/schedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Cancel a scheduled post: it goes back to my drafts; 409 once it was published */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            audience: "public" | "followers" | "community";
                            body: string;
                            community: {
                                id: string;
                                name: string;
                            } | null;
                            createdAt: string;
                            id: string;
                            images: {
                                height: number;
                                key: string;
                                url: string;
                                width: number;
                            }[];
                            poll: {
                                hours: number;
                                /** @default false */
                                multiple: boolean;
                                options: string[];
                            } | null;
                            publishFailed: boolean;
                            scheduledAt: string | null;
                            /** @enum {string} */
                            state: "draft" | "scheduled";
                            updatedAt: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Upcoming (soonest first) or past events, by category, city, date range and free text */
        get: {
            parameters: {
                query?: {
                    category?: "entertainment" | "arts_culture" | "music_concerts" | "business_networking" | "education_workshops" | "health_wellness" | "community_culture" | "food_drink" | "sports_outdoors" | "markets_shopping" | "tech_gaming" | "other";
                    city?: string;
                    communityId?: string;
                    cursor?: string;
                    from?: string;
                    limit?: number;
                    q?: string;
                    to?: string;
                    when?: "upcoming" | "past";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                address: string;
                                capacity: number | null;
                                category: ("entertainment" | "arts_culture" | "music_concerts" | "business_networking" | "education_workshops" | "health_wellness" | "community_culture" | "food_drink" | "sports_outdoors" | "markets_shopping" | "tech_gaming" | "other") | null;
                                city: string | null;
                                community: {
                                    id: string;
                                    name: string;
                                } | null;
                                coverUrl: string | null;
                                createdAt: string;
                                description: string;
                                endsAt: string;
                                goingCount: number;
                                id: string;
                                interestedCount: number;
                                online: boolean;
                                onlineUrl: string | null;
                                organiser: {
                                    avatarUrl: string | null;
                                    displayName: string;
                                    id: string;
                                    username: string;
                                };
                                remaining: number | null;
                                series: {
                                    id: string;
                                    occurrences: {
                                        id: string;
                                        startsAt: string;
                                        /** @enum {string} */
                                        status: "draft" | "published" | "cancelled";
                                    }[];
                                    recurrence: {
                                        end: {
                                            /** @enum {string} */
                                            kind: "never";
                                        } | {
                                            count: number;
                                            /** @enum {string} */
                                            kind: "count";
                                        } | {
                                            date: string;
                                            /** @enum {string} */
                                            kind: "until";
                                        };
                                        rule: {
                                            interval: number;
                                            /** @enum {string} */
                                            kind: "weekly";
                                            weekdays: ("MO" | "TU" | "WE" | "TH" | "FR" | "SA" | "SU")[];
                                        } | {
                                            day: number;
                                            interval: number;
                                            /** @enum {string} */
                                            kind: "monthly-date";
                                        } | {
                                            interval: number;
                                            /** @enum {string} */
                                            kind: "monthly-weekday";
                                            ordinal: 1 | 2 | 3 | 4 | -1;
                                            /** @enum {string} */
                                            weekday: "MO" | "TU" | "WE" | "TH" | "FR" | "SA" | "SU";
                                        } | {
                                            interval: number;
                                            /** @enum {string} */
                                            kind: "yearly";
                                        } | {
                                            day: number;
                                            /** @enum {string} */
                                            kind: "ethiopian-monthly";
                                        } | {
                                            day: number;
                                            /** @enum {string} */
                                            kind: "ethiopian-yearly";
                                            month: number;
                                        } | {
                                            /** @enum {string} */
                                            feast: "enkutatash" | "meskel" | "genna" | "timkat" | "nineveh" | "abiy-tsom" | "debre-zeit" | "hosanna" | "siklet" | "fasika" | "rikbe-kahinat" | "erget" | "peraklitos" | "tsome-hawaryat";
                                            /** @enum {string} */
                                            kind: "feast";
                                        };
                                    };
                                } | null;
                                startsAt: string;
                                /** @enum {string} */
                                status: "draft" | "published" | "cancelled";
                                timeZone: string;
                                title: string;
                                viewer: {
                                    isOrganiser: boolean;
                                    offerExpiresAt: string | null;
                                    rsvp: ("going" | "interested" | "not_going") | null;
                                    saved: boolean;
                                    waitlistPosition: number | null;
                                };
                                waitlistCount: number;
                            }[];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /** Create an event as an unpaid draft and open the checkout of the creation fee (published when paid) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default  */
                        address?: string;
                        /** @default null */
                        capacity?: number | null;
                        /** @default null */
                        category?: ("entertainment" | "arts_culture" | "music_concerts" | "business_networking" | "education_workshops" | "health_wellness" | "community_culture" | "food_drink" | "sports_outdoors" | "markets_shopping" | "tech_gaming" | "other") | null;
                        /** @default null */
                        city?: string | null;
                        /** @default null */
                        communityId?: string | null;
                        /** @default null */
                        coverKey?: string | null;
                        /** @default  */
                        description?: string;
                        endsAt: string;
                        /** @default false */
                        online?: boolean;
                        /** @default null */
                        onlineUrl?: string | null;
                        /** @default null */
                        recurrence?: {
                            end: {
                                /** @enum {string} */
                                kind: "never";
                            } | {
                                count: number;
                                /** @enum {string} */
                                kind: "count";
                            } | {
                                date: string;
                                /** @enum {string} */
                                kind: "until";
                            };
                            rule: {
                                interval: number;
                                /** @enum {string} */
                                kind: "weekly";
                                weekdays: ("MO" | "TU" | "WE" | "TH" | "FR" | "SA" | "SU")[];
                            } | {
                                day: number;
                                interval: number;
                                /** @enum {string} */
                                kind: "monthly-date";
                            } | {
                                interval: number;
                                /** @enum {string} */
                                kind: "monthly-weekday";
                                ordinal: 1 | 2 | 3 | 4 | -1;
                                /** @enum {string} */
                                weekday: "MO" | "TU" | "WE" | "TH" | "FR" | "SA" | "SU";
                            } | {
                                interval: number;
                                /** @enum {string} */
                                kind: "yearly";
                            } | {
                                day: number;
                                /** @enum {string} */
                                kind: "ethiopian-monthly";
                            } | {
                                day: number;
                                /** @enum {string} */
                                kind: "ethiopian-yearly";
                                month: number;
                            } | {
                                /** @enum {string} */
                                feast: "enkutatash" | "meskel" | "genna" | "timkat" | "nineveh" | "abiy-tsom" | "debre-zeit" | "hosanna" | "siklet" | "fasika" | "rikbe-kahinat" | "erget" | "peraklitos" | "tsome-hawaryat";
                                /** @enum {string} */
                                kind: "feast";
                            };
                        } | null;
                        startsAt: string;
                        timeZone: string;
                        title: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            checkout: {
                                checkoutUrl: string;
                                paymentId: string;
                            };
                            event: {
                                address: string;
                                capacity: number | null;
                                category: ("entertainment" | "arts_culture" | "music_concerts" | "business_networking" | "education_workshops" | "health_wellness" | "community_culture" | "food_drink" | "sports_outdoors" | "markets_shopping" | "tech_gaming" | "other") | null;
                                city: string | null;
                                community: {
                                    id: string;
                                    name: string;
                                } | null;
                                coverUrl: string | null;
                                createdAt: string;
                                description: string;
                                endsAt: string;
                                goingCount: number;
                                id: string;
                                interestedCount: number;
                                online: boolean;
                                onlineUrl: string | null;
                                organiser: {
                                    avatarUrl: string | null;
                                    displayName: string;
                                    id: string;
                                    username: string;
                                };
                                remaining: number | null;
                                series: {
                                    id: string;
                                    occurrences: {
                                        id: string;
                                        startsAt: string;
                                        /** @enum {string} */
                                        status: "draft" | "published" | "cancelled";
                                    }[];
                                    recurrence: {
                                        end: {
                                            /** @enum {string} */
                                            kind: "never";
                                        } | {
                                            count: number;
                                            /** @enum {string} */
                                            kind: "count";
                                        } | {
                                            date: string;
                                            /** @enum {string} */
                                            kind: "until";
                                        };
                                        rule: {
                                            interval: number;
                                            /** @enum {string} */
                                            kind: "weekly";
                                            weekdays: ("MO" | "TU" | "WE" | "TH" | "FR" | "SA" | "SU")[];
                                        } | {
                                            day: number;
                                            interval: number;
                                            /** @enum {string} */
                                            kind: "monthly-date";
                                        } | {
                                            interval: number;
                                            /** @enum {string} */
                                            kind: "monthly-weekday";
                                            ordinal: 1 | 2 | 3 | 4 | -1;
                                            /** @enum {string} */
                                            weekday: "MO" | "TU" | "WE" | "TH" | "FR" | "SA" | "SU";
                                        } | {
                                            interval: number;
                                            /** @enum {string} */
                                            kind: "yearly";
                                        } | {
                                            day: number;
                                            /** @enum {string} */
                                            kind: "ethiopian-monthly";
                                        } | {
                                            day: number;
                                            /** @enum {string} */
                                            kind: "ethiopian-yearly";
                                            month: number;
                                        } | {
                                            /** @enum {string} */
                                            feast: "enkutatash" | "meskel" | "genna" | "timkat" | "nineveh" | "abiy-tsom" | "debre-zeit" | "hosanna" | "siklet" | "fasika" | "rikbe-kahinat" | "erget" | "peraklitos" | "tsome-hawaryat";
                                            /** @enum {string} */
                                            kind: "feast";
                                        };
                                    };
                                } | null;
                                startsAt: string;
                                /** @enum {string} */
                                status: "draft" | "published" | "cancelled";
                                timeZone: string;
                                title: string;
                                viewer: {
                                    isOrganiser: boolean;
                                    offerExpiresAt: string | null;
                                    rsvp: ("going" | "interested" | "not_going") | null;
                                    saved: boolean;
                                    waitlistPosition: number | null;
                                };
                                waitlistCount: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One event with its counts, remaining places and where I stand */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            address: string;
                            capacity: number | null;
                            category: ("entertainment" | "arts_culture" | "music_concerts" | "business_networking" | "education_workshops" | "health_wellness" | "community_culture" | "food_drink" | "sports_outdoors" | "markets_shopping" | "tech_gaming" | "other") | null;
                            city: string | null;
                            community: {
                                id: string;
                                name: string;
                            } | null;
                            coverUrl: string | null;
                            createdAt: string;
                            description: string;
                            endsAt: string;
                            goingCount: number;
                            id: string;
                            interestedCount: number;
                            online: boolean;
                            onlineUrl: string | null;
                            organiser: {
                                avatarUrl: string | null;
                                displayName: string;
                                id: string;
                                username: string;
                            };
                            remaining: number | null;
                            series: {
                                id: string;
                                occurrences: {
                                    id: string;
                                    startsAt: string;
                                    /** @enum {string} */
                                    status: "draft" | "published" | "cancelled";
                                }[];
                                recurrence: {
                                    end: {
                                        /** @enum {string} */
                                        kind: "never";
                                    } | {
                                        count: number;
                                        /** @enum {string} */
                                        kind: "count";
                                    } | {
                                        date: string;
                                        /** @enum {string} */
                                        kind: "until";
                                    };
                                    rule: {
                                        interval: number;
                                        /** @enum {string} */
                                        kind: "weekly";
                                        weekdays: ("MO" | "TU" | "WE" | "TH" | "FR" | "SA" | "SU")[];
                                    } | {
                                        day: number;
                                        interval: number;
                                        /** @enum {string} */
                                        kind: "monthly-date";
                                    } | {
                                        interval: number;
                                        /** @enum {string} */
                                        kind: "monthly-weekday";
                                        ordinal: 1 | 2 | 3 | 4 | -1;
                                        /** @enum {string} */
                                        weekday: "MO" | "TU" | "WE" | "TH" | "FR" | "SA" | "SU";
                                    } | {
                                        interval: number;
                                        /** @enum {string} */
                                        kind: "yearly";
                                    } | {
                                        day: number;
                                        /** @enum {string} */
                                        kind: "ethiopian-monthly";
                                    } | {
                                        day: number;
                                        /** @enum {string} */
                                        kind: "ethiopian-yearly";
                                        month: number;
                                    } | {
                                        /** @enum {string} */
                                        feast: "enkutatash" | "meskel" | "genna" | "timkat" | "nineveh" | "abiy-tsom" | "debre-zeit" | "hosanna" | "siklet" | "fasika" | "rikbe-kahinat" | "erget" | "peraklitos" | "tsome-hawaryat";
                                        /** @enum {string} */
                                        kind: "feast";
                                    };
                                };
                            } | null;
                            startsAt: string;
                            /** @enum {string} */
                            status: "draft" | "published" | "cancelled";
                            timeZone: string;
                            title: string;
                            viewer: {
                                isOrganiser: boolean;
                                offerExpiresAt: string | null;
                                rsvp: ("going" | "interested" | "not_going") | null;
                                saved: boolean;
                                waitlistPosition: number | null;
                            };
                            waitlistCount: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        /** Edit an event I organise (the whole form) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default  */
                        address?: string;
                        /** @default null */
                        capacity?: number | null;
                        /** @default null */
                        category?: ("entertainment" | "arts_culture" | "music_concerts" | "business_networking" | "education_workshops" | "health_wellness" | "community_culture" | "food_drink" | "sports_outdoors" | "markets_shopping" | "tech_gaming" | "other") | null;
                        /** @default null */
                        city?: string | null;
                        coverKey?: string | null;
                        /** @default  */
                        description?: string;
                        endsAt: string;
                        /** @default false */
                        online?: boolean;
                        /** @default null */
                        onlineUrl?: string | null;
                        startsAt: string;
                        timeZone: string;
                        title: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            address: string;
                            capacity: number | null;
                            category: ("entertainment" | "arts_culture" | "music_concerts" | "business_networking" | "education_workshops" | "health_wellness" | "community_culture" | "food_drink" | "sports_outdoors" | "markets_shopping" | "tech_gaming" | "other") | null;
                            city: string | null;
                            community: {
                                id: string;
                                name: string;
                            } | null;
                            coverUrl: string | null;
                            createdAt: string;
                            description: string;
                            endsAt: string;
                            goingCount: number;
                            id: string;
                            interestedCount: number;
                            online: boolean;
                            onlineUrl: string | null;
                            organiser: {
                                avatarUrl: string | null;
                                displayName: string;
                                id: string;
                                username: string;
                            };
                            remaining: number | null;
                            series: {
                                id: string;
                                occurrences: {
                                    id: string;
                                    startsAt: string;
                                    /** @enum {string} */
                                    status: "draft" | "published" | "cancelled";
                                }[];
                                recurrence: {
                                    end: {
                                        /** @enum {string} */
                                        kind: "never";
                                    } | {
                                        count: number;
                                        /** @enum {string} */
                                        kind: "count";
                                    } | {
                                        date: string;
                                        /** @enum {string} */
                                        kind: "until";
                                    };
                                    rule: {
                                        interval: number;
                                        /** @enum {string} */
                                        kind: "weekly";
                                        weekdays: ("MO" | "TU" | "WE" | "TH" | "FR" | "SA" | "SU")[];
                                    } | {
                                        day: number;
                                        interval: number;
                                        /** @enum {string} */
                                        kind: "monthly-date";
                                    } | {
                                        interval: number;
                                        /** @enum {string} */
                                        kind: "monthly-weekday";
                                        ordinal: 1 | 2 | 3 | 4 | -1;
                                        /** @enum {string} */
                                        weekday: "MO" | "TU" | "WE" | "TH" | "FR" | "SA" | "SU";
                                    } | {
                                        interval: number;
                                        /** @enum {string} */
                                        kind: "yearly";
                                    } | {
                                        day: number;
                                        /** @enum {string} */
                                        kind: "ethiopian-monthly";
                                    } | {
                                        day: number;
                                        /** @enum {string} */
                                        kind: "ethiopian-yearly";
                                        month: number;
                                    } | {
                                        /** @enum {string} */
                                        feast: "enkutatash" | "meskel" | "genna" | "timkat" | "nineveh" | "abiy-tsom" | "debre-zeit" | "hosanna" | "siklet" | "fasika" | "rikbe-kahinat" | "erget" | "peraklitos" | "tsome-hawaryat";
                                        /** @enum {string} */
                                        kind: "feast";
                                    };
                                };
                            } | null;
                            startsAt: string;
                            /** @enum {string} */
                            status: "draft" | "published" | "cancelled";
                            timeZone: string;
                            title: string;
                            viewer: {
                                isOrganiser: boolean;
                                offerExpiresAt: string | null;
                                rsvp: ("going" | "interested" | "not_going") | null;
                                saved: boolean;
                                waitlistPosition: number | null;
                            };
                            waitlistCount: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events/{id}/attendees": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organiser's lists: going, interested, and the waitlist in order */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            going: {
                                avatarUrl: string | null;
                                displayName: string;
                                id: string;
                                username: string;
                            }[];
                            interested: {
                                avatarUrl: string | null;
                                displayName: string;
                                id: string;
                                username: string;
                            }[];
                            waitlist: {
                                avatarUrl: string | null;
                                displayName: string;
                                id: string;
                                joinedAt: string;
                                offerExpiresAt: string | null;
                                position: number;
                                username: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events/{id}/calendar.ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The event as an iCalendar file */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": string;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel an event I organise (everyone who answered or waits is told) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            address: string;
                            capacity: number | null;
                            category: ("entertainment" | "arts_culture" | "music_concerts" | "business_networking" | "education_workshops" | "health_wellness" | "community_culture" | "food_drink" | "sports_outdoors" | "markets_shopping" | "tech_gaming" | "other") | null;
                            city: string | null;
                            community: {
                                id: string;
                                name: string;
                            } | null;
                            coverUrl: string | null;
                            createdAt: string;
                            description: string;
                            endsAt: string;
                            goingCount: number;
                            id: string;
                            interestedCount: number;
                            online: boolean;
                            onlineUrl: string | null;
                            organiser: {
                                avatarUrl: string | null;
                                displayName: string;
                                id: string;
                                username: string;
                            };
                            remaining: number | null;
                            series: {
                                id: string;
                                occurrences: {
                                    id: string;
                                    startsAt: string;
                                    /** @enum {string} */
                                    status: "draft" | "published" | "cancelled";
                                }[];
                                recurrence: {
                                    end: {
                                        /** @enum {string} */
                                        kind: "never";
                                    } | {
                                        count: number;
                                        /** @enum {string} */
                                        kind: "count";
                                    } | {
                                        date: string;
                                        /** @enum {string} */
                                        kind: "until";
                                    };
                                    rule: {
                                        interval: number;
                                        /** @enum {string} */
                                        kind: "weekly";
                                        weekdays: ("MO" | "TU" | "WE" | "TH" | "FR" | "SA" | "SU")[];
                                    } | {
                                        day: number;
                                        interval: number;
                                        /** @enum {string} */
                                        kind: "monthly-date";
                                    } | {
                                        interval: number;
                                        /** @enum {string} */
                                        kind: "monthly-weekday";
                                        ordinal: 1 | 2 | 3 | 4 | -1;
                                        /** @enum {string} */
                                        weekday: "MO" | "TU" | "WE" | "TH" | "FR" | "SA" | "SU";
                                    } | {
                                        interval: number;
                                        /** @enum {string} */
                                        kind: "yearly";
                                    } | {
                                        day: number;
                                        /** @enum {string} */
                                        kind: "ethiopian-monthly";
                                    } | {
                                        day: number;
                                        /** @enum {string} */
                                        kind: "ethiopian-yearly";
                                        month: number;
                                    } | {
                                        /** @enum {string} */
                                        feast: "enkutatash" | "meskel" | "genna" | "timkat" | "nineveh" | "abiy-tsom" | "debre-zeit" | "hosanna" | "siklet" | "fasika" | "rikbe-kahinat" | "erget" | "peraklitos" | "tsome-hawaryat";
                                        /** @enum {string} */
                                        kind: "feast";
                                    };
                                };
                            } | null;
                            startsAt: string;
                            /** @enum {string} */
                            status: "draft" | "published" | "cancelled";
                            timeZone: string;
                            title: string;
                            viewer: {
                                isOrganiser: boolean;
                                offerExpiresAt: string | null;
                                rsvp: ("going" | "interested" | "not_going") | null;
                                saved: boolean;
                                waitlistPosition: number | null;
                            };
                            waitlistCount: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events/{id}/cancel-series": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel every occurrence to come of the series of this event (everyone who answered is told) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            address: string;
                            capacity: number | null;
                            category: ("entertainment" | "arts_culture" | "music_concerts" | "business_networking" | "education_workshops" | "health_wellness" | "community_culture" | "food_drink" | "sports_outdoors" | "markets_shopping" | "tech_gaming" | "other") | null;
                            city: string | null;
                            community: {
                                id: string;
                                name: string;
                            } | null;
                            coverUrl: string | null;
                            createdAt: string;
                            description: string;
                            endsAt: string;
                            goingCount: number;
                            id: string;
                            interestedCount: number;
                            online: boolean;
                            onlineUrl: string | null;
                            organiser: {
                                avatarUrl: string | null;
                                displayName: string;
                                id: string;
                                username: string;
                            };
                            remaining: number | null;
                            series: {
                                id: string;
                                occurrences: {
                                    id: string;
                                    startsAt: string;
                                    /** @enum {string} */
                                    status: "draft" | "published" | "cancelled";
                                }[];
                                recurrence: {
                                    end: {
                                        /** @enum {string} */
                                        kind: "never";
                                    } | {
                                        count: number;
                                        /** @enum {string} */
                                        kind: "count";
                                    } | {
                                        date: string;
                                        /** @enum {string} */
                                        kind: "until";
                                    };
                                    rule: {
                                        interval: number;
                                        /** @enum {string} */
                                        kind: "weekly";
                                        weekdays: ("MO" | "TU" | "WE" | "TH" | "FR" | "SA" | "SU")[];
                                    } | {
                                        day: number;
                                        interval: number;
                                        /** @enum {string} */
                                        kind: "monthly-date";
                                    } | {
                                        interval: number;
                                        /** @enum {string} */
                                        kind: "monthly-weekday";
                                        ordinal: 1 | 2 | 3 | 4 | -1;
                                        /** @enum {string} */
                                        weekday: "MO" | "TU" | "WE" | "TH" | "FR" | "SA" | "SU";
                                    } | {
                                        interval: number;
                                        /** @enum {string} */
                                        kind: "yearly";
                                    } | {
                                        day: number;
                                        /** @enum {string} */
                                        kind: "ethiopian-monthly";
                                    } | {
                                        day: number;
                                        /** @enum {string} */
                                        kind: "ethiopian-yearly";
                                        month: number;
                                    } | {
                                        /** @enum {string} */
                                        feast: "enkutatash" | "meskel" | "genna" | "timkat" | "nineveh" | "abiy-tsom" | "debre-zeit" | "hosanna" | "siklet" | "fasika" | "rikbe-kahinat" | "erget" | "peraklitos" | "tsome-hawaryat";
                                        /** @enum {string} */
                                        kind: "feast";
                                    };
                                };
                            } | null;
                            startsAt: string;
                            /** @enum {string} */
                            status: "draft" | "published" | "cancelled";
                            timeZone: string;
                            title: string;
                            viewer: {
                                isOrganiser: boolean;
                                offerExpiresAt: string | null;
                                rsvp: ("going" | "interested" | "not_going") | null;
                                saved: boolean;
                                waitlistPosition: number | null;
                            };
                            waitlistCount: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events/{id}/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Open a new checkout for an unpaid draft of mine */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            checkoutUrl: string;
                            paymentId: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events/{id}/following": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit this occurrence and the following ones of a series I organise (the series splits here) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default  */
                        address?: string;
                        /** @default null */
                        capacity?: number | null;
                        /** @default null */
                        category?: ("entertainment" | "arts_culture" | "music_concerts" | "business_networking" | "education_workshops" | "health_wellness" | "community_culture" | "food_drink" | "sports_outdoors" | "markets_shopping" | "tech_gaming" | "other") | null;
                        /** @default null */
                        city?: string | null;
                        coverKey?: string | null;
                        /** @default  */
                        description?: string;
                        endsAt: string;
                        /** @default false */
                        online?: boolean;
                        /** @default null */
                        onlineUrl?: string | null;
                        recurrence: {
                            end: {
                                /** @enum {string} */
                                kind: "never";
                            } | {
                                count: number;
                                /** @enum {string} */
                                kind: "count";
                            } | {
                                date: string;
                                /** @enum {string} */
                                kind: "until";
                            };
                            rule: {
                                interval: number;
                                /** @enum {string} */
                                kind: "weekly";
                                weekdays: ("MO" | "TU" | "WE" | "TH" | "FR" | "SA" | "SU")[];
                            } | {
                                day: number;
                                interval: number;
                                /** @enum {string} */
                                kind: "monthly-date";
                            } | {
                                interval: number;
                                /** @enum {string} */
                                kind: "monthly-weekday";
                                ordinal: 1 | 2 | 3 | 4 | -1;
                                /** @enum {string} */
                                weekday: "MO" | "TU" | "WE" | "TH" | "FR" | "SA" | "SU";
                            } | {
                                interval: number;
                                /** @enum {string} */
                                kind: "yearly";
                            } | {
                                day: number;
                                /** @enum {string} */
                                kind: "ethiopian-monthly";
                            } | {
                                day: number;
                                /** @enum {string} */
                                kind: "ethiopian-yearly";
                                month: number;
                            } | {
                                /** @enum {string} */
                                feast: "enkutatash" | "meskel" | "genna" | "timkat" | "nineveh" | "abiy-tsom" | "debre-zeit" | "hosanna" | "siklet" | "fasika" | "rikbe-kahinat" | "erget" | "peraklitos" | "tsome-hawaryat";
                                /** @enum {string} */
                                kind: "feast";
                            };
                        };
                        startsAt: string;
                        timeZone: string;
                        title: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            address: string;
                            capacity: number | null;
                            category: ("entertainment" | "arts_culture" | "music_concerts" | "business_networking" | "education_workshops" | "health_wellness" | "community_culture" | "food_drink" | "sports_outdoors" | "markets_shopping" | "tech_gaming" | "other") | null;
                            city: string | null;
                            community: {
                                id: string;
                                name: string;
                            } | null;
                            coverUrl: string | null;
                            createdAt: string;
                            description: string;
                            endsAt: string;
                            goingCount: number;
                            id: string;
                            interestedCount: number;
                            online: boolean;
                            onlineUrl: string | null;
                            organiser: {
                                avatarUrl: string | null;
                                displayName: string;
                                id: string;
                                username: string;
                            };
                            remaining: number | null;
                            series: {
                                id: string;
                                occurrences: {
                                    id: string;
                                    startsAt: string;
                                    /** @enum {string} */
                                    status: "draft" | "published" | "cancelled";
                                }[];
                                recurrence: {
                                    end: {
                                        /** @enum {string} */
                                        kind: "never";
                                    } | {
                                        count: number;
                                        /** @enum {string} */
                                        kind: "count";
                                    } | {
                                        date: string;
                                        /** @enum {string} */
                                        kind: "until";
                                    };
                                    rule: {
                                        interval: number;
                                        /** @enum {string} */
                                        kind: "weekly";
                                        weekdays: ("MO" | "TU" | "WE" | "TH" | "FR" | "SA" | "SU")[];
                                    } | {
                                        day: number;
                                        interval: number;
                                        /** @enum {string} */
                                        kind: "monthly-date";
                                    } | {
                                        interval: number;
                                        /** @enum {string} */
                                        kind: "monthly-weekday";
                                        ordinal: 1 | 2 | 3 | 4 | -1;
                                        /** @enum {string} */
                                        weekday: "MO" | "TU" | "WE" | "TH" | "FR" | "SA" | "SU";
                                    } | {
                                        interval: number;
                                        /** @enum {string} */
                                        kind: "yearly";
                                    } | {
                                        day: number;
                                        /** @enum {string} */
                                        kind: "ethiopian-monthly";
                                    } | {
                                        day: number;
                                        /** @enum {string} */
                                        kind: "ethiopian-yearly";
                                        month: number;
                                    } | {
                                        /** @enum {string} */
                                        feast: "enkutatash" | "meskel" | "genna" | "timkat" | "nineveh" | "abiy-tsom" | "debre-zeit" | "hosanna" | "siklet" | "fasika" | "rikbe-kahinat" | "erget" | "peraklitos" | "tsome-hawaryat";
                                        /** @enum {string} */
                                        kind: "feast";
                                    };
                                };
                            } | null;
                            startsAt: string;
                            /** @enum {string} */
                            status: "draft" | "published" | "cancelled";
                            timeZone: string;
                            title: string;
                            viewer: {
                                isOrganiser: boolean;
                                offerExpiresAt: string | null;
                                rsvp: ("going" | "interested" | "not_going") | null;
                                saved: boolean;
                                waitlistPosition: number | null;
                            };
                            waitlistCount: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events/{id}/rsvp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Going (or the waitlist when full), interested or not going */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "going" | "interested" | "not_going";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            address: string;
                            capacity: number | null;
                            category: ("entertainment" | "arts_culture" | "music_concerts" | "business_networking" | "education_workshops" | "health_wellness" | "community_culture" | "food_drink" | "sports_outdoors" | "markets_shopping" | "tech_gaming" | "other") | null;
                            city: string | null;
                            community: {
                                id: string;
                                name: string;
                            } | null;
                            coverUrl: string | null;
                            createdAt: string;
                            description: string;
                            endsAt: string;
                            goingCount: number;
                            id: string;
                            interestedCount: number;
                            online: boolean;
                            onlineUrl: string | null;
                            organiser: {
                                avatarUrl: string | null;
                                displayName: string;
                                id: string;
                                username: string;
                            };
                            remaining: number | null;
                            series: {
                                id: string;
                                occurrences: {
                                    id: string;
                                    startsAt: string;
                                    /** @enum {string} */
                                    status: "draft" | "published" | "cancelled";
                                }[];
                                recurrence: {
                                    end: {
                                        /** @enum {string} */
                                        kind: "never";
                                    } | {
                                        count: number;
                                        /** @enum {string} */
                                        kind: "count";
                                    } | {
                                        date: string;
                                        /** @enum {string} */
                                        kind: "until";
                                    };
                                    rule: {
                                        interval: number;
                                        /** @enum {string} */
                                        kind: "weekly";
                                        weekdays: ("MO" | "TU" | "WE" | "TH" | "FR" | "SA" | "SU")[];
                                    } | {
                                        day: number;
                                        interval: number;
                                        /** @enum {string} */
                                        kind: "monthly-date";
                                    } | {
                                        interval: number;
                                        /** @enum {string} */
                                        kind: "monthly-weekday";
                                        ordinal: 1 | 2 | 3 | 4 | -1;
                                        /** @enum {string} */
                                        weekday: "MO" | "TU" | "WE" | "TH" | "FR" | "SA" | "SU";
                                    } | {
                                        interval: number;
                                        /** @enum {string} */
                                        kind: "yearly";
                                    } | {
                                        day: number;
                                        /** @enum {string} */
                                        kind: "ethiopian-monthly";
                                    } | {
                                        day: number;
                                        /** @enum {string} */
                                        kind: "ethiopian-yearly";
                                        month: number;
                                    } | {
                                        /** @enum {string} */
                                        feast: "enkutatash" | "meskel" | "genna" | "timkat" | "nineveh" | "abiy-tsom" | "debre-zeit" | "hosanna" | "siklet" | "fasika" | "rikbe-kahinat" | "erget" | "peraklitos" | "tsome-hawaryat";
                                        /** @enum {string} */
                                        kind: "feast";
                                    };
                                };
                            } | null;
                            startsAt: string;
                            /** @enum {string} */
                            status: "draft" | "published" | "cancelled";
                            timeZone: string;
                            title: string;
                            viewer: {
                                isOrganiser: boolean;
                                offerExpiresAt: string | null;
                                rsvp: ("going" | "interested" | "not_going") | null;
                                saved: boolean;
                                waitlistPosition: number | null;
                            };
                            waitlistCount: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        /** Take back my answer and leave the waitlist (idempotent) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            address: string;
                            capacity: number | null;
                            category: ("entertainment" | "arts_culture" | "music_concerts" | "business_networking" | "education_workshops" | "health_wellness" | "community_culture" | "food_drink" | "sports_outdoors" | "markets_shopping" | "tech_gaming" | "other") | null;
                            city: string | null;
                            community: {
                                id: string;
                                name: string;
                            } | null;
                            coverUrl: string | null;
                            createdAt: string;
                            description: string;
                            endsAt: string;
                            goingCount: number;
                            id: string;
                            interestedCount: number;
                            online: boolean;
                            onlineUrl: string | null;
                            organiser: {
                                avatarUrl: string | null;
                                displayName: string;
                                id: string;
                                username: string;
                            };
                            remaining: number | null;
                            series: {
                                id: string;
                                occurrences: {
                                    id: string;
                                    startsAt: string;
                                    /** @enum {string} */
                                    status: "draft" | "published" | "cancelled";
                                }[];
                                recurrence: {
                                    end: {
                                        /** @enum {string} */
                                        kind: "never";
                                    } | {
                                        count: number;
                                        /** @enum {string} */
                                        kind: "count";
                                    } | {
                                        date: string;
                                        /** @enum {string} */
                                        kind: "until";
                                    };
                                    rule: {
                                        interval: number;
                                        /** @enum {string} */
                                        kind: "weekly";
                                        weekdays: ("MO" | "TU" | "WE" | "TH" | "FR" | "SA" | "SU")[];
                                    } | {
                                        day: number;
                                        interval: number;
                                        /** @enum {string} */
                                        kind: "monthly-date";
                                    } | {
                                        interval: number;
                                        /** @enum {string} */
                                        kind: "monthly-weekday";
                                        ordinal: 1 | 2 | 3 | 4 | -1;
                                        /** @enum {string} */
                                        weekday: "MO" | "TU" | "WE" | "TH" | "FR" | "SA" | "SU";
                                    } | {
                                        interval: number;
                                        /** @enum {string} */
                                        kind: "yearly";
                                    } | {
                                        day: number;
                                        /** @enum {string} */
                                        kind: "ethiopian-monthly";
                                    } | {
                                        day: number;
                                        /** @enum {string} */
                                        kind: "ethiopian-yearly";
                                        month: number;
                                    } | {
                                        /** @enum {string} */
                                        feast: "enkutatash" | "meskel" | "genna" | "timkat" | "nineveh" | "abiy-tsom" | "debre-zeit" | "hosanna" | "siklet" | "fasika" | "rikbe-kahinat" | "erget" | "peraklitos" | "tsome-hawaryat";
                                        /** @enum {string} */
                                        kind: "feast";
                                    };
                                };
                            } | null;
                            startsAt: string;
                            /** @enum {string} */
                            status: "draft" | "published" | "cancelled";
                            timeZone: string;
                            title: string;
                            viewer: {
                                isOrganiser: boolean;
                                offerExpiresAt: string | null;
                                rsvp: ("going" | "interested" | "not_going") | null;
                                saved: boolean;
                                waitlistPosition: number | null;
                            };
                            waitlistCount: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events/{id}/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Save an event (idempotent) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            address: string;
                            capacity: number | null;
                            category: ("entertainment" | "arts_culture" | "music_concerts" | "business_networking" | "education_workshops" | "health_wellness" | "community_culture" | "food_drink" | "sports_outdoors" | "markets_shopping" | "tech_gaming" | "other") | null;
                            city: string | null;
                            community: {
                                id: string;
                                name: string;
                            } | null;
                            coverUrl: string | null;
                            createdAt: string;
                            description: string;
                            endsAt: string;
                            goingCount: number;
                            id: string;
                            interestedCount: number;
                            online: boolean;
                            onlineUrl: string | null;
                            organiser: {
                                avatarUrl: string | null;
                                displayName: string;
                                id: string;
                                username: string;
                            };
                            remaining: number | null;
                            series: {
                                id: string;
                                occurrences: {
                                    id: string;
                                    startsAt: string;
                                    /** @enum {string} */
                                    status: "draft" | "published" | "cancelled";
                                }[];
                                recurrence: {
                                    end: {
                                        /** @enum {string} */
                                        kind: "never";
                                    } | {
                                        count: number;
                                        /** @enum {string} */
                                        kind: "count";
                                    } | {
                                        date: string;
                                        /** @enum {string} */
                                        kind: "until";
                                    };
                                    rule: {
                                        interval: number;
                                        /** @enum {string} */
                                        kind: "weekly";
                                        weekdays: ("MO" | "TU" | "WE" | "TH" | "FR" | "SA" | "SU")[];
                                    } | {
                                        day: number;
                                        interval: number;
                                        /** @enum {string} */
                                        kind: "monthly-date";
                                    } | {
                                        interval: number;
                                        /** @enum {string} */
                                        kind: "monthly-weekday";
                                        ordinal: 1 | 2 | 3 | 4 | -1;
                                        /** @enum {string} */
                                        weekday: "MO" | "TU" | "WE" | "TH" | "FR" | "SA" | "SU";
                                    } | {
                                        interval: number;
                                        /** @enum {string} */
                                        kind: "yearly";
                                    } | {
                                        day: number;
                                        /** @enum {string} */
                                        kind: "ethiopian-monthly";
                                    } | {
                                        day: number;
                                        /** @enum {string} */
                                        kind: "ethiopian-yearly";
                                        month: number;
                                    } | {
                                        /** @enum {string} */
                                        feast: "enkutatash" | "meskel" | "genna" | "timkat" | "nineveh" | "abiy-tsom" | "debre-zeit" | "hosanna" | "siklet" | "fasika" | "rikbe-kahinat" | "erget" | "peraklitos" | "tsome-hawaryat";
                                        /** @enum {string} */
                                        kind: "feast";
                                    };
                                };
                            } | null;
                            startsAt: string;
                            /** @enum {string} */
                            status: "draft" | "published" | "cancelled";
                            timeZone: string;
                            title: string;
                            viewer: {
                                isOrganiser: boolean;
                                offerExpiresAt: string | null;
                                rsvp: ("going" | "interested" | "not_going") | null;
                                saved: boolean;
                                waitlistPosition: number | null;
                            };
                            waitlistCount: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        /** Unsave an event (idempotent) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            address: string;
                            capacity: number | null;
                            category: ("entertainment" | "arts_culture" | "music_concerts" | "business_networking" | "education_workshops" | "health_wellness" | "community_culture" | "food_drink" | "sports_outdoors" | "markets_shopping" | "tech_gaming" | "other") | null;
                            city: string | null;
                            community: {
                                id: string;
                                name: string;
                            } | null;
                            coverUrl: string | null;
                            createdAt: string;
                            description: string;
                            endsAt: string;
                            goingCount: number;
                            id: string;
                            interestedCount: number;
                            online: boolean;
                            onlineUrl: string | null;
                            organiser: {
                                avatarUrl: string | null;
                                displayName: string;
                                id: string;
                                username: string;
                            };
                            remaining: number | null;
                            series: {
                                id: string;
                                occurrences: {
                                    id: string;
                                    startsAt: string;
                                    /** @enum {string} */
                                    status: "draft" | "published" | "cancelled";
                                }[];
                                recurrence: {
                                    end: {
                                        /** @enum {string} */
                                        kind: "never";
                                    } | {
                                        count: number;
                                        /** @enum {string} */
                                        kind: "count";
                                    } | {
                                        date: string;
                                        /** @enum {string} */
                                        kind: "until";
                                    };
                                    rule: {
                                        interval: number;
                                        /** @enum {string} */
                                        kind: "weekly";
                                        weekdays: ("MO" | "TU" | "WE" | "TH" | "FR" | "SA" | "SU")[];
                                    } | {
                                        day: number;
                                        interval: number;
                                        /** @enum {string} */
                                        kind: "monthly-date";
                                    } | {
                                        interval: number;
                                        /** @enum {string} */
                                        kind: "monthly-weekday";
                                        ordinal: 1 | 2 | 3 | 4 | -1;
                                        /** @enum {string} */
                                        weekday: "MO" | "TU" | "WE" | "TH" | "FR" | "SA" | "SU";
                                    } | {
                                        interval: number;
                                        /** @enum {string} */
                                        kind: "yearly";
                                    } | {
                                        day: number;
                                        /** @enum {string} */
                                        kind: "ethiopian-monthly";
                                    } | {
                                        day: number;
                                        /** @enum {string} */
                                        kind: "ethiopian-yearly";
                                        month: number;
                                    } | {
                                        /** @enum {string} */
                                        feast: "enkutatash" | "meskel" | "genna" | "timkat" | "nineveh" | "abiy-tsom" | "debre-zeit" | "hosanna" | "siklet" | "fasika" | "rikbe-kahinat" | "erget" | "peraklitos" | "tsome-hawaryat";
                                        /** @enum {string} */
                                        kind: "feast";
                                    };
                                };
                            } | null;
                            startsAt: string;
                            /** @enum {string} */
                            status: "draft" | "published" | "cancelled";
                            timeZone: string;
                            title: string;
                            viewer: {
                                isOrganiser: boolean;
                                offerExpiresAt: string | null;
                                rsvp: ("going" | "interested" | "not_going") | null;
                                saved: boolean;
                                waitlistPosition: number | null;
                            };
                            waitlistCount: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/feed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Home feed: my posts and those of people I follow, newest first */
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                allows: {
                                    comments: boolean;
                                    likes: boolean;
                                    saves: boolean;
                                };
                                /** @enum {string} */
                                audience: "public" | "followers" | "community";
                                author: {
                                    /** @enum {string} */
                                    accountType: "community" | "business";
                                    avatarUrl: string | null;
                                    businessCategory: string | null;
                                    businessName: string | null;
                                    fullName: string | null;
                                    id: string;
                                    isVerified: boolean;
                                    username: string;
                                };
                                body: string;
                                boosted?: boolean;
                                community: {
                                    id: string;
                                    name: string;
                                } | null;
                                counts: {
                                    comments: number;
                                    likes: number;
                                    saves: number;
                                };
                                createdAt: string;
                                editedAt: string | null;
                                id: string;
                                images: {
                                    bytes?: number;
                                    height: number;
                                    url: string;
                                    variants?: {
                                        bytes: number;
                                        height: number;
                                        /** @enum {string} */
                                        type: "image/webp" | "image/jpeg" | "image/png";
                                        url: string;
                                        width: number;
                                    }[];
                                    width: number;
                                }[];
                                poll?: {
                                    closed: boolean;
                                    closesAt: string;
                                    multiple: boolean;
                                    myChoices: string[];
                                    options: {
                                        id: string;
                                        text: string;
                                        votes: number | null;
                                    }[];
                                    resultsVisible: boolean;
                                    totalVoters: number;
                                };
                                viewer: {
                                    canDelete: boolean;
                                    isAuthor: boolean;
                                    liked: boolean;
                                    saved: boolean;
                                };
                            }[];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/account-deletion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether my account is to be deleted, and when */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            purgeAfter: string | null;
                            scheduled: boolean;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /** Delete my account (password or two-step code again): every session ends; signing in within 14 days cancels it */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code?: string;
                        password?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            purgeAfter: string | null;
                            scheduled: boolean;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/avatar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload my profile picture or business logo (multipart field `file`: PNG, JPEG, GIF or WebP, at most 10 MB) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            avatarUrl: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/blocks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The people I blocked */
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                person: {
                                    /** @enum {string} */
                                    accountType: "community" | "business";
                                    avatarUrl: string | null;
                                    businessCategory: string | null;
                                    businessName: string | null;
                                    followRequested: boolean;
                                    fullName: string | null;
                                    id: string;
                                    isFollowing: boolean;
                                    isVerified: boolean;
                                    online: boolean | null;
                                    username: string;
                                };
                                since: string;
                            }[];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/boostable-posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My public posts, each with its latest boost and reach */
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                boost: {
                                    checkoutUrl: string | null;
                                    days: number;
                                    endsAt: string | null;
                                    id: string;
                                    impressions: number;
                                    paymentId: string;
                                    postId: string;
                                    startsAt: string | null;
                                    /** @enum {string} */
                                    status: "pending" | "active" | "ended" | "released";
                                } | null;
                                post: {
                                    allows: {
                                        comments: boolean;
                                        likes: boolean;
                                        saves: boolean;
                                    };
                                    /** @enum {string} */
                                    audience: "public" | "followers" | "community";
                                    author: {
                                        /** @enum {string} */
                                        accountType: "community" | "business";
                                        avatarUrl: string | null;
                                        businessCategory: string | null;
                                        businessName: string | null;
                                        fullName: string | null;
                                        id: string;
                                        isVerified: boolean;
                                        username: string;
                                    };
                                    body: string;
                                    boosted?: boolean;
                                    community: {
                                        id: string;
                                        name: string;
                                    } | null;
                                    counts: {
                                        comments: number;
                                        likes: number;
                                        saves: number;
                                    };
                                    createdAt: string;
                                    editedAt: string | null;
                                    id: string;
                                    images: {
                                        bytes?: number;
                                        height: number;
                                        url: string;
                                        variants?: {
                                            bytes: number;
                                            height: number;
                                            /** @enum {string} */
                                            type: "image/webp" | "image/jpeg" | "image/png";
                                            url: string;
                                            width: number;
                                        }[];
                                        width: number;
                                    }[];
                                    poll?: {
                                        closed: boolean;
                                        closesAt: string;
                                        multiple: boolean;
                                        myChoices: string[];
                                        options: {
                                            id: string;
                                            text: string;
                                            votes: number | null;
                                        }[];
                                        resultsVisible: boolean;
                                        totalVoters: number;
                                    };
                                    viewer: {
                                        canDelete: boolean;
                                        isAuthor: boolean;
                                        liked: boolean;
                                        saved: boolean;
                                    };
                                };
                            }[];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/business-registration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Register my account as a business (the registration dialog) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        avatarUrl?: string | null;
                        bio: string;
                        businessCategory: string;
                        businessEmail: string;
                        businessName: string;
                        location: string;
                        socialMedia?: string | null;
                        website?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            accountType: "community" | "business";
                            allowCommentNotifications: boolean;
                            allowCommentsOnPosts: boolean;
                            allowFollowNotifications: boolean;
                            allowLikeNotifications: boolean;
                            allowLikesOnPosts: boolean;
                            allowNewMessages: boolean;
                            allowSaveNotifications: boolean;
                            allowSavesOnPosts: boolean;
                            avatarUrl: string | null;
                            bio: string | null;
                            businessCategory: string | null;
                            businessEmail: string | null;
                            businessName: string | null;
                            /** @enum {string} */
                            calendarPreference: "gregorian" | "ethiopian" | "both";
                            createdAt: string;
                            fullName: string | null;
                            hideOnlineStatus: boolean;
                            id: string;
                            interests: string[];
                            isVerified: boolean;
                            /** @enum {string} */
                            languagePreference: "en" | "am" | "ti";
                            location: string | null;
                            notifyOnComments: boolean;
                            notifyOnFollows: boolean;
                            notifyOnLikes: boolean;
                            notifyOnSaves: boolean;
                            profileComplete: boolean;
                            publicProfile: boolean;
                            restrictMessagingToContacts: boolean;
                            showReadReceipts: boolean;
                            socialMedia: string | null;
                            timeZone: string | null;
                            updatedAt: string;
                            username: string;
                            website: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/calendar-feed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The address of my private calendar feed (null when I have none) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            url: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /** A new secret address for my calendar feed (the old one stops working) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            url: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        /** Revoke my calendar feed */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/communities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The communities I am a member of, most recently joined first */
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                coverUrl: string | null;
                                createdAt: string;
                                description: string;
                                iconUrl: string | null;
                                id: string;
                                lastActiveAt: string;
                                memberCount: number;
                                name: string;
                                /** @enum {string} */
                                privacy: "public" | "private";
                                viewer: {
                                    canSeeContent: boolean;
                                    /** @enum {string} */
                                    membership: "none" | "pending" | "rejected" | "member" | "admin";
                                };
                            }[];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/data-export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My latest data export: preparing, ready (link and expiry), failed or none */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            bytes: number | null;
                            downloadUrl: string | null;
                            expiresAt: string | null;
                            id: string | null;
                            nextAllowedAt: string | null;
                            requestedAt: string | null;
                            /** @enum {string} */
                            status: "none" | "preparing" | "ready" | "failed" | "expired";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /** Ask for a zip of my data (once a day); it is prepared and e-mailed as a link */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            bytes: number | null;
                            downloadUrl: string | null;
                            expiresAt: string | null;
                            id: string | null;
                            nextAllowedAt: string | null;
                            requestedAt: string | null;
                            /** @enum {string} */
                            status: "none" | "preparing" | "ready" | "failed" | "expired";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/data-export/{id}/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download my data (a zip): for its owner only, until it expires */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The zip file (application/zip) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Events I organise (drafts too), am going to, or saved; soonest first */
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                    limit?: number;
                    role?: "organising" | "going" | "saved";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                address: string;
                                capacity: number | null;
                                category: ("entertainment" | "arts_culture" | "music_concerts" | "business_networking" | "education_workshops" | "health_wellness" | "community_culture" | "food_drink" | "sports_outdoors" | "markets_shopping" | "tech_gaming" | "other") | null;
                                city: string | null;
                                community: {
                                    id: string;
                                    name: string;
                                } | null;
                                coverUrl: string | null;
                                createdAt: string;
                                description: string;
                                endsAt: string;
                                goingCount: number;
                                id: string;
                                interestedCount: number;
                                online: boolean;
                                onlineUrl: string | null;
                                organiser: {
                                    avatarUrl: string | null;
                                    displayName: string;
                                    id: string;
                                    username: string;
                                };
                                remaining: number | null;
                                series: {
                                    id: string;
                                    occurrences: {
                                        id: string;
                                        startsAt: string;
                                        /** @enum {string} */
                                        status: "draft" | "published" | "cancelled";
                                    }[];
                                    recurrence: {
                                        end: {
                                            /** @enum {string} */
                                            kind: "never";
                                        } | {
                                            count: number;
                                            /** @enum {string} */
                                            kind: "count";
                                        } | {
                                            date: string;
                                            /** @enum {string} */
                                            kind: "until";
                                        };
                                        rule: {
                                            interval: number;
                                            /** @enum {string} */
                                            kind: "weekly";
                                            weekdays: ("MO" | "TU" | "WE" | "TH" | "FR" | "SA" | "SU")[];
                                        } | {
                                            day: number;
                                            interval: number;
                                            /** @enum {string} */
                                            kind: "monthly-date";
                                        } | {
                                            interval: number;
                                            /** @enum {string} */
                                            kind: "monthly-weekday";
                                            ordinal: 1 | 2 | 3 | 4 | -1;
                                            /** @enum {string} */
                                            weekday: "MO" | "TU" | "WE" | "TH" | "FR" | "SA" | "SU";
                                        } | {
                                            interval: number;
                                            /** @enum {string} */
                                            kind: "yearly";
                                        } | {
                                            day: number;
                                            /** @enum {string} */
                                            kind: "ethiopian-monthly";
                                        } | {
                                            day: number;
                                            /** @enum {string} */
                                            kind: "ethiopian-yearly";
                                            month: number;
                                        } | {
                                            /** @enum {string} */
                                            feast: "enkutatash" | "meskel" | "genna" | "timkat" | "nineveh" | "abiy-tsom" | "debre-zeit" | "hosanna" | "siklet" | "fasika" | "rikbe-kahinat" | "erget" | "peraklitos" | "tsome-hawaryat";
                                            /** @enum {string} */
                                            kind: "feast";
                                        };
                                    };
                                } | null;
                                startsAt: string;
                                /** @enum {string} */
                                status: "draft" | "published" | "cancelled";
                                timeZone: string;
                                title: string;
                                viewer: {
                                    isOrganiser: boolean;
                                    offerExpiresAt: string | null;
                                    rsvp: ("going" | "interested" | "not_going") | null;
                                    saved: boolean;
                                    waitlistPosition: number | null;
                                };
                                waitlistCount: number;
                            }[];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/follow-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** People asking to follow me (a private profile), newest first */
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                person: {
                                    /** @enum {string} */
                                    accountType: "community" | "business";
                                    avatarUrl: string | null;
                                    businessCategory: string | null;
                                    businessName: string | null;
                                    followRequested: boolean;
                                    fullName: string | null;
                                    id: string;
                                    isFollowing: boolean;
                                    isVerified: boolean;
                                    online: boolean | null;
                                    username: string;
                                };
                                requestedAt: string;
                            }[];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/follow-requests/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Decline a request to follow me (the person is not told) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/follow-requests/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a request to follow me: the person follows me from now on */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/muted-words": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My muted words still in force */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                createdAt: string;
                                expiresAt: string | null;
                                id: string;
                                phrase: string;
                                wholeWord: boolean;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /** Mute a word or phrase (whole word or anywhere, never or for 1, 7 or 30 days) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @default never
                         * @enum {string}
                         */
                        expiresIn?: "never" | "1d" | "7d" | "30d";
                        phrase: string;
                        /** @default true */
                        wholeWord?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            createdAt: string;
                            expiresAt: string | null;
                            id: string;
                            phrase: string;
                            wholeWord: boolean;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/muted-words/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Unmute a word */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/mutes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The people I muted */
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                person: {
                                    /** @enum {string} */
                                    accountType: "community" | "business";
                                    avatarUrl: string | null;
                                    businessCategory: string | null;
                                    businessName: string | null;
                                    followRequested: boolean;
                                    fullName: string | null;
                                    id: string;
                                    isFollowing: boolean;
                                    isVerified: boolean;
                                    online: boolean | null;
                                    username: string;
                                };
                                since: string;
                            }[];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/notification-policy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Accept, filter or drop notifications and message requests from people I don't follow, who don't follow me, or under 30 days old */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            newAccounts: "accept" | "filter" | "drop";
                            /** @enum {string} */
                            notFollowers: "accept" | "filter" | "drop";
                            /** @enum {string} */
                            notFollowing: "accept" | "filter" | "drop";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change my notification policy (any of its three choices) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        newAccounts?: "accept" | "filter" | "drop";
                        /** @enum {string} */
                        notFollowers?: "accept" | "filter" | "drop";
                        /** @enum {string} */
                        notFollowing?: "accept" | "filter" | "drop";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            newAccounts: "accept" | "filter" | "drop";
                            /** @enum {string} */
                            notFollowers: "accept" | "filter" | "drop";
                            /** @enum {string} */
                            notFollowing: "accept" | "filter" | "drop";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/me/notification-preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Which notifications I receive */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            allowCommentNotifications: boolean;
                            allowFollowNotifications: boolean;
                            allowLikeNotifications: boolean;
                            allowSaveNotifications: boolean;
                            notifyOnComments: boolean;
                            notifyOnFollows: boolean;
                            notifyOnLikes: boolean;
                            notifyOnSaves: boolean;
                            notifyOnScheduledPosts: boolean;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change which notifications I receive */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        allowCommentNotifications?: boolean;
                        allowFollowNotifications?: boolean;
                        allowLikeNotifications?: boolean;
                        allowSaveNotifications?: boolean;
                        notifyOnComments?: boolean;
                        notifyOnFollows?: boolean;
                        notifyOnLikes?: boolean;
                        notifyOnSaves?: boolean;
                        notifyOnScheduledPosts?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            allowCommentNotifications: boolean;
                            allowFollowNotifications: boolean;
                            allowLikeNotifications: boolean;
                            allowSaveNotifications: boolean;
                            notifyOnComments: boolean;
                            notifyOnFollows: boolean;
                            notifyOnLikes: boolean;
                            notifyOnSaves: boolean;
                            notifyOnScheduledPosts: boolean;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/me/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My payments, newest first */
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                amount: number;
                                checkoutUrl: string | null;
                                createdAt: string;
                                currency: string;
                                description: string;
                                details: {
                                    [key: string]: string | number;
                                };
                                expiresAt: string;
                                id: string;
                                /** @enum {string} */
                                kind: "event_creation" | "post_boost";
                                paidAt: string | null;
                                /** @enum {string} */
                                provider: "stripe" | "test";
                                providerPaymentId: string | null;
                                referenceId: string;
                                refundedAt: string | null;
                                /** @enum {string} */
                                status: "pending" | "paid" | "failed" | "expired" | "refunded" | "superseded";
                            }[];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/presence": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Presence heartbeat: online while the page is visible (every 60 s), offline when hidden or closed */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        online: boolean;
                    };
                };
            };
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/privacy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My privacy switches */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            allowCommentsOnPosts: boolean;
                            allowLikesOnPosts: boolean;
                            allowNewMessages: boolean;
                            allowSavesOnPosts: boolean;
                            hideOnlineStatus: boolean;
                            publicProfile: boolean;
                            restrictMessagingToContacts: boolean;
                            showReadReceipts: boolean;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change my privacy switches */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        allowCommentsOnPosts?: boolean;
                        allowLikesOnPosts?: boolean;
                        allowNewMessages?: boolean;
                        allowSavesOnPosts?: boolean;
                        hideOnlineStatus?: boolean;
                        publicProfile?: boolean;
                        restrictMessagingToContacts?: boolean;
                        showReadReceipts?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            allowCommentsOnPosts: boolean;
                            allowLikesOnPosts: boolean;
                            allowNewMessages: boolean;
                            allowSavesOnPosts: boolean;
                            hideOnlineStatus: boolean;
                            publicProfile: boolean;
                            restrictMessagingToContacts: boolean;
                            showReadReceipts: boolean;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/me/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My profile */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            accountType: "community" | "business";
                            allowCommentNotifications: boolean;
                            allowCommentsOnPosts: boolean;
                            allowFollowNotifications: boolean;
                            allowLikeNotifications: boolean;
                            allowLikesOnPosts: boolean;
                            allowNewMessages: boolean;
                            allowSaveNotifications: boolean;
                            allowSavesOnPosts: boolean;
                            avatarUrl: string | null;
                            bio: string | null;
                            businessCategory: string | null;
                            businessEmail: string | null;
                            businessName: string | null;
                            /** @enum {string} */
                            calendarPreference: "gregorian" | "ethiopian" | "both";
                            createdAt: string;
                            fullName: string | null;
                            hideOnlineStatus: boolean;
                            id: string;
                            interests: string[];
                            isVerified: boolean;
                            /** @enum {string} */
                            languagePreference: "en" | "am" | "ti";
                            location: string | null;
                            notifyOnComments: boolean;
                            notifyOnFollows: boolean;
                            notifyOnLikes: boolean;
                            notifyOnSaves: boolean;
                            profileComplete: boolean;
                            publicProfile: boolean;
                            restrictMessagingToContacts: boolean;
                            showReadReceipts: boolean;
                            socialMedia: string | null;
                            timeZone: string | null;
                            updatedAt: string;
                            username: string;
                            website: string | null;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Update my profile */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        bio?: string | null;
                        /** @enum {string} */
                        calendarPreference?: "gregorian" | "ethiopian" | "both";
                        fullName?: string;
                        interests?: string[];
                        /** @enum {string} */
                        languagePreference?: "en" | "am" | "ti";
                        location?: string | null;
                        profileComplete?: boolean;
                        socialMedia?: string | null;
                        timeZone?: string;
                        website?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            accountType: "community" | "business";
                            allowCommentNotifications: boolean;
                            allowCommentsOnPosts: boolean;
                            allowFollowNotifications: boolean;
                            allowLikeNotifications: boolean;
                            allowLikesOnPosts: boolean;
                            allowNewMessages: boolean;
                            allowSaveNotifications: boolean;
                            allowSavesOnPosts: boolean;
                            avatarUrl: string | null;
                            bio: string | null;
                            businessCategory: string | null;
                            businessEmail: string | null;
                            businessName: string | null;
                            /** @enum {string} */
                            calendarPreference: "gregorian" | "ethiopian" | "both";
                            createdAt: string;
                            fullName: string | null;
                            hideOnlineStatus: boolean;
                            id: string;
                            interests: string[];
                            isVerified: boolean;
                            /** @enum {string} */
                            languagePreference: "en" | "am" | "ti";
                            location: string | null;
                            notifyOnComments: boolean;
                            notifyOnFollows: boolean;
                            notifyOnLikes: boolean;
                            notifyOnSaves: boolean;
                            profileComplete: boolean;
                            publicProfile: boolean;
                            restrictMessagingToContacts: boolean;
                            showReadReceipts: boolean;
                            socialMedia: string | null;
                            timeZone: string | null;
                            updatedAt: string;
                            username: string;
                            website: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/me/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My reports and what came of them, newest first */
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                /** @enum {string} */
                                category: "spam" | "harassment" | "violence" | "false_information" | "illegal" | "other";
                                createdAt: string;
                                id: string;
                                /** @enum {string} */
                                kind: "post" | "comment" | "profile" | "community" | "message" | "event" | "service" | "review";
                                outcome: string | null;
                                resolvedAt: string | null;
                                /** @enum {string} */
                                status: "open" | "dismissed" | "actioned";
                                targetId: string;
                            }[];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/saved-posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Posts I saved, most recent first */
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                allows: {
                                    comments: boolean;
                                    likes: boolean;
                                    saves: boolean;
                                };
                                /** @enum {string} */
                                audience: "public" | "followers" | "community";
                                author: {
                                    /** @enum {string} */
                                    accountType: "community" | "business";
                                    avatarUrl: string | null;
                                    businessCategory: string | null;
                                    businessName: string | null;
                                    fullName: string | null;
                                    id: string;
                                    isVerified: boolean;
                                    username: string;
                                };
                                body: string;
                                boosted?: boolean;
                                community: {
                                    id: string;
                                    name: string;
                                } | null;
                                counts: {
                                    comments: number;
                                    likes: number;
                                    saves: number;
                                };
                                createdAt: string;
                                editedAt: string | null;
                                id: string;
                                images: {
                                    bytes?: number;
                                    height: number;
                                    url: string;
                                    variants?: {
                                        bytes: number;
                                        height: number;
                                        /** @enum {string} */
                                        type: "image/webp" | "image/jpeg" | "image/png";
                                        url: string;
                                        width: number;
                                    }[];
                                    width: number;
                                }[];
                                poll?: {
                                    closed: boolean;
                                    closesAt: string;
                                    multiple: boolean;
                                    myChoices: string[];
                                    options: {
                                        id: string;
                                        text: string;
                                        votes: number | null;
                                    }[];
                                    resultsVisible: boolean;
                                    totalVoters: number;
                                };
                                viewer: {
                                    canDelete: boolean;
                                    isAuthor: boolean;
                                    liked: boolean;
                                    saved: boolean;
                                };
                            }[];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/service-dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My rating over my services, how many I list, and my requests by state */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            listings: number;
                            rating: {
                                average: number | null;
                                count: number;
                            };
                            requests: {
                                accepted: number;
                                cancelled: number;
                                completed: number;
                                declined: number;
                                expired: number;
                                requested: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/service-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My requests: incoming as a business or sent as a member, newest first */
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                    limit?: number;
                    role?: "business" | "member";
                    state?: "requested" | "accepted" | "declined" | "expired" | "cancelled" | "completed";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                business: {
                                    /** @enum {string} */
                                    accountType: "community" | "business";
                                    avatarUrl: string | null;
                                    businessCategory: string | null;
                                    businessName: string | null;
                                    fullName: string | null;
                                    id: string;
                                    isVerified: boolean;
                                    username: string;
                                };
                                createdAt: string;
                                declineReason: string | null;
                                expiresAt: string;
                                id: string;
                                member: {
                                    /** @enum {string} */
                                    accountType: "community" | "business";
                                    avatarUrl: string | null;
                                    businessCategory: string | null;
                                    businessName: string | null;
                                    fullName: string | null;
                                    id: string;
                                    isVerified: boolean;
                                    username: string;
                                };
                                message: string;
                                need: string;
                                preferredDate: string | null;
                                preferredTime: string | null;
                                proposedDate: string | null;
                                proposedTime: string | null;
                                review: {
                                    body: string;
                                    createdAt: string;
                                    edited: boolean;
                                    id: string;
                                    rating: number;
                                    repliedAt: string | null;
                                    reply: string | null;
                                    requestId: string;
                                    reviewer: {
                                        /** @enum {string} */
                                        accountType: "community" | "business";
                                        avatarUrl: string | null;
                                        businessCategory: string | null;
                                        businessName: string | null;
                                        fullName: string | null;
                                        id: string;
                                        isVerified: boolean;
                                        username: string;
                                    };
                                    serviceId: string;
                                    updatedAt: string;
                                    viewer: {
                                        canReply: boolean;
                                        isReviewer: boolean;
                                    };
                                } | null;
                                service: {
                                    /** @enum {string} */
                                    category: "ethiopian_restaurant" | "coffee_shop" | "ethiopian_market" | "catering" | "teff_flour" | "coffee_import_export" | "traditional_clothing" | "jewelry" | "transport_taxi" | "daycare" | "group_home" | "language_cultural_school" | "media" | "construction" | "logistics" | "tech_startup" | "online_retail" | "hair_salon" | "makeup_artist" | "barbershop" | "event_planning" | "photography" | "traditional_music_band" | "dj_sound" | "accounting_tax" | "real_estate" | "immigration_consultancy" | "legal" | "insurance" | "other";
                                    id: string;
                                    photoUrl: string | null;
                                    title: string;
                                };
                                /** @enum {string} */
                                state: "requested" | "accepted" | "declined" | "expired" | "cancelled" | "completed";
                                updatedAt: string;
                                viewer: {
                                    can: ("accepted" | "declined" | "cancelled" | "completed")[];
                                    canReview: boolean;
                                    /** @enum {string} */
                                    role: "business" | "member";
                                };
                            }[];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My business's verified badge: none, pending, approved or declined */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            isVerified: boolean;
                            reason: string | null;
                            /** @enum {string} */
                            status: "none" | "pending" | "approved" | "declined";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /** A business asks the site admins for the verified badge */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        details: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            isVerified: boolean;
                            reason: string | null;
                            /** @enum {string} */
                            status: "none" | "pending" | "approved" | "declined";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/media/images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload a photo to attach to a post (multipart field `file`; PNG, JPEG, GIF or WebP, at most 10 MB) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            bytes: number;
                            height: number;
                            key: string;
                            url: string;
                            variants: {
                                bytes: number;
                                height: number;
                                /** @enum {string} */
                                type: "image/webp" | "image/jpeg" | "image/png";
                                url: string;
                                width: number;
                            }[];
                            width: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/messages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete my message: a tombstone 'Message deleted' stays in its place */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            body: string;
                            clientId: string;
                            conversationId: string;
                            createdAt: string;
                            deleted: boolean;
                            editedAt: string | null;
                            id: string;
                            images: {
                                bytes?: number;
                                height: number;
                                url: string;
                                variants?: {
                                    bytes: number;
                                    height: number;
                                    /** @enum {string} */
                                    type: "image/webp" | "image/jpeg" | "image/png";
                                    url: string;
                                    width: number;
                                }[];
                                width: number;
                            }[];
                            replyTo: {
                                body: string;
                                deleted: boolean;
                                hasImages: boolean;
                                id: string;
                                senderId: string;
                                seq: number;
                            } | null;
                            senderId: string;
                            seq: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Edit my message (shown as edited) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        body: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            body: string;
                            clientId: string;
                            conversationId: string;
                            createdAt: string;
                            deleted: boolean;
                            editedAt: string | null;
                            id: string;
                            images: {
                                bytes?: number;
                                height: number;
                                url: string;
                                variants?: {
                                    bytes: number;
                                    height: number;
                                    /** @enum {string} */
                                    type: "image/webp" | "image/jpeg" | "image/png";
                                    url: string;
                                    width: number;
                                }[];
                                width: number;
                            }[];
                            replyTo: {
                                body: string;
                                deleted: boolean;
                                hasImages: boolean;
                                id: string;
                                senderId: string;
                                seq: number;
                            } | null;
                            senderId: string;
                            seq: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My notifications: not cleared, newest first, at most 50 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                createdAt: string;
                                data: {
                                    /** @enum {string} */
                                    actor_account_type: "community" | "business";
                                    actor_avatar: string | null;
                                    actor_display_name: string;
                                    actor_id: string;
                                    actor_username: string;
                                    community_id?: string;
                                    community_name?: string;
                                    draft_id?: string;
                                    event_id?: string;
                                    event_title?: string;
                                    link: string;
                                    payment_days?: number;
                                    payment_id?: string;
                                    /** @enum {string} */
                                    payment_kind?: "event_creation" | "post_boost";
                                    payment_title?: string;
                                    post_id?: string;
                                    /** @enum {string} */
                                    report_outcome?: "actioned" | "dismissed";
                                    request_id?: string;
                                    service_id?: string;
                                    service_title?: string;
                                    /** @enum {string} */
                                    status?: "pending" | "approved" | "rejected";
                                };
                                id: string;
                                message: string;
                                readAt: string | null;
                                title: string;
                                /** @enum {string} */
                                type: "like" | "comment" | "follow" | "save" | "post_edited" | "community_join_request" | "message" | "follow_request" | "follow_accepted" | "community_join_approved" | "community_join_rejected" | "community_deleted" | "event_cancelled" | "event_waitlist_offer" | "event_reminder" | "service_request" | "service_request_accepted" | "service_request_declined" | "service_request_cancelled" | "service_request_expired" | "service_request_completed" | "service_review" | "service_review_reply" | "report_resolved" | "event_published" | "payment_refunded" | "poll_closed" | "scheduled_post_published" | "scheduled_post_failed";
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notifications/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark one of mine read */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notifications/clear-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Clear all of mine (sets cleared_at) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notifications/filtered": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My filtered notifications (my notification policy), newest first, at most 50 */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            count: number;
                            items: {
                                createdAt: string;
                                data: {
                                    /** @enum {string} */
                                    actor_account_type: "community" | "business";
                                    actor_avatar: string | null;
                                    actor_display_name: string;
                                    actor_id: string;
                                    actor_username: string;
                                    community_id?: string;
                                    community_name?: string;
                                    draft_id?: string;
                                    event_id?: string;
                                    event_title?: string;
                                    link: string;
                                    payment_days?: number;
                                    payment_id?: string;
                                    /** @enum {string} */
                                    payment_kind?: "event_creation" | "post_boost";
                                    payment_title?: string;
                                    post_id?: string;
                                    /** @enum {string} */
                                    report_outcome?: "actioned" | "dismissed";
                                    request_id?: string;
                                    service_id?: string;
                                    service_title?: string;
                                    /** @enum {string} */
                                    status?: "pending" | "approved" | "rejected";
                                };
                                id: string;
                                message: string;
                                readAt: string | null;
                                title: string;
                                /** @enum {string} */
                                type: "like" | "comment" | "follow" | "save" | "post_edited" | "community_join_request" | "message" | "follow_request" | "follow_accepted" | "community_join_approved" | "community_join_rejected" | "community_deleted" | "event_cancelled" | "event_waitlist_offer" | "event_reminder" | "service_request" | "service_request_accepted" | "service_request_declined" | "service_request_cancelled" | "service_request_expired" | "service_request_completed" | "service_review" | "service_review_reply" | "report_resolved" | "event_published" | "payment_refunded" | "poll_closed" | "scheduled_post_published" | "scheduled_post_failed";
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notifications/read-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark all of mine read */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notifications/unread-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many of mine are unread */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            count: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of my payments (its receipt) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            amount: number;
                            checkoutUrl: string | null;
                            createdAt: string;
                            currency: string;
                            description: string;
                            details: {
                                [key: string]: string | number;
                            };
                            expiresAt: string;
                            id: string;
                            /** @enum {string} */
                            kind: "event_creation" | "post_boost";
                            paidAt: string | null;
                            /** @enum {string} */
                            provider: "stripe" | "test";
                            providerPaymentId: string | null;
                            referenceId: string;
                            refundedAt: string | null;
                            /** @enum {string} */
                            status: "pending" | "paid" | "failed" | "expired" | "refunded" | "superseded";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payments/prices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What paid features cost, and which payment driver is active */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            boosts: {
                                amount: number;
                                days: number;
                            }[];
                            currency: string;
                            eventCreation: number;
                            /** @enum {string} */
                            provider: "stripe" | "test";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payments/webhooks/stripe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stripe webhook (signed with STRIPE_WEBHOOK_SECRET) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            received: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/people": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Find people by name, username, business name, category or location */
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                    limit?: number;
                    q?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                /** @enum {string} */
                                accountType: "community" | "business";
                                avatarUrl: string | null;
                                businessCategory: string | null;
                                businessName: string | null;
                                followRequested: boolean;
                                fullName: string | null;
                                id: string;
                                isFollowing: boolean;
                                isVerified: boolean;
                                online: boolean | null;
                                username: string;
                            }[];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/people/suggestions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** People I may want to follow: not me, not followed or asked to follow, not muted or blocked (name order) */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                /** @enum {string} */
                                accountType: "community" | "business";
                                avatarUrl: string | null;
                                businessCategory: string | null;
                                businessName: string | null;
                                followRequested: boolean;
                                fullName: string | null;
                                id: string;
                                isFollowing: boolean;
                                isVerified: boolean;
                                online: boolean | null;
                                username: string;
                            }[];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Public posts of everyone, newest first; `q` finds those matching a search */
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                    limit?: number;
                    q?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                allows: {
                                    comments: boolean;
                                    likes: boolean;
                                    saves: boolean;
                                };
                                /** @enum {string} */
                                audience: "public" | "followers" | "community";
                                author: {
                                    /** @enum {string} */
                                    accountType: "community" | "business";
                                    avatarUrl: string | null;
                                    businessCategory: string | null;
                                    businessName: string | null;
                                    fullName: string | null;
                                    id: string;
                                    isVerified: boolean;
                                    username: string;
                                };
                                body: string;
                                boosted?: boolean;
                                community: {
                                    id: string;
                                    name: string;
                                } | null;
                                counts: {
                                    comments: number;
                                    likes: number;
                                    saves: number;
                                };
                                createdAt: string;
                                editedAt: string | null;
                                id: string;
                                images: {
                                    bytes?: number;
                                    height: number;
                                    url: string;
                                    variants?: {
                                        bytes: number;
                                        height: number;
                                        /** @enum {string} */
                                        type: "image/webp" | "image/jpeg" | "image/png";
                                        url: string;
                                        width: number;
                                    }[];
                                    width: number;
                                }[];
                                poll?: {
                                    closed: boolean;
                                    closesAt: string;
                                    multiple: boolean;
                                    myChoices: string[];
                                    options: {
                                        id: string;
                                        text: string;
                                        votes: number | null;
                                    }[];
                                    resultsVisible: boolean;
                                    totalVoters: number;
                                };
                                viewer: {
                                    canDelete: boolean;
                                    isAuthor: boolean;
                                    liked: boolean;
                                    saved: boolean;
                                };
                            }[];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /** Create a post (text and up to 4 uploaded photos) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @default public
                         * @enum {string}
                         */
                        audience?: "public" | "followers" | "community";
                        /** @default  */
                        body?: string;
                        /** Format: uuid */
                        communityId?: string;
                        /** @default [] */
                        imageKeys?: string[];
                        poll?: {
                            /** Format: date-time */
                            closesAt: string;
                            /** @default false */
                            multiple?: boolean;
                            options: string[];
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            allows: {
                                comments: boolean;
                                likes: boolean;
                                saves: boolean;
                            };
                            /** @enum {string} */
                            audience: "public" | "followers" | "community";
                            author: {
                                /** @enum {string} */
                                accountType: "community" | "business";
                                avatarUrl: string | null;
                                businessCategory: string | null;
                                businessName: string | null;
                                fullName: string | null;
                                id: string;
                                isVerified: boolean;
                                username: string;
                            };
                            body: string;
                            boosted?: boolean;
                            community: {
                                id: string;
                                name: string;
                            } | null;
                            counts: {
                                comments: number;
                                likes: number;
                                saves: number;
                            };
                            createdAt: string;
                            editedAt: string | null;
                            id: string;
                            images: {
                                bytes?: number;
                                height: number;
                                url: string;
                                variants?: {
                                    bytes: number;
                                    height: number;
                                    /** @enum {string} */
                                    type: "image/webp" | "image/jpeg" | "image/png";
                                    url: string;
                                    width: number;
                                }[];
                                width: number;
                            }[];
                            poll?: {
                                closed: boolean;
                                closesAt: string;
                                multiple: boolean;
                                myChoices: string[];
                                options: {
                                    id: string;
                                    text: string;
                                    votes: number | null;
                                }[];
                                resultsVisible: boolean;
                                totalVoters: number;
                            };
                            viewer: {
                                canDelete: boolean;
                                isAuthor: boolean;
                                liked: boolean;
                                saved: boolean;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/posts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One post I may see */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            allows: {
                                comments: boolean;
                                likes: boolean;
                                saves: boolean;
                            };
                            /** @enum {string} */
                            audience: "public" | "followers" | "community";
                            author: {
                                /** @enum {string} */
                                accountType: "community" | "business";
                                avatarUrl: string | null;
                                businessCategory: string | null;
                                businessName: string | null;
                                fullName: string | null;
                                id: string;
                                isVerified: boolean;
                                username: string;
                            };
                            body: string;
                            boosted?: boolean;
                            community: {
                                id: string;
                                name: string;
                            } | null;
                            counts: {
                                comments: number;
                                likes: number;
                                saves: number;
                            };
                            createdAt: string;
                            editedAt: string | null;
                            id: string;
                            images: {
                                bytes?: number;
                                height: number;
                                url: string;
                                variants?: {
                                    bytes: number;
                                    height: number;
                                    /** @enum {string} */
                                    type: "image/webp" | "image/jpeg" | "image/png";
                                    url: string;
                                    width: number;
                                }[];
                                width: number;
                            }[];
                            poll?: {
                                closed: boolean;
                                closesAt: string;
                                multiple: boolean;
                                myChoices: string[];
                                options: {
                                    id: string;
                                    text: string;
                                    votes: number | null;
                                }[];
                                resultsVisible: boolean;
                                totalVoters: number;
                            };
                            viewer: {
                                canDelete: boolean;
                                isAuthor: boolean;
                                liked: boolean;
                                saved: boolean;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete my post, or any post in a community I run */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Edit my post */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        audience?: "public" | "followers";
                        body?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            allows: {
                                comments: boolean;
                                likes: boolean;
                                saves: boolean;
                            };
                            /** @enum {string} */
                            audience: "public" | "followers" | "community";
                            author: {
                                /** @enum {string} */
                                accountType: "community" | "business";
                                avatarUrl: string | null;
                                businessCategory: string | null;
                                businessName: string | null;
                                fullName: string | null;
                                id: string;
                                isVerified: boolean;
                                username: string;
                            };
                            body: string;
                            boosted?: boolean;
                            community: {
                                id: string;
                                name: string;
                            } | null;
                            counts: {
                                comments: number;
                                likes: number;
                                saves: number;
                            };
                            createdAt: string;
                            editedAt: string | null;
                            id: string;
                            images: {
                                bytes?: number;
                                height: number;
                                url: string;
                                variants?: {
                                    bytes: number;
                                    height: number;
                                    /** @enum {string} */
                                    type: "image/webp" | "image/jpeg" | "image/png";
                                    url: string;
                                    width: number;
                                }[];
                                width: number;
                            }[];
                            poll?: {
                                closed: boolean;
                                closesAt: string;
                                multiple: boolean;
                                myChoices: string[];
                                options: {
                                    id: string;
                                    text: string;
                                    votes: number | null;
                                }[];
                                resultsVisible: boolean;
                                totalVoters: number;
                            };
                            viewer: {
                                canDelete: boolean;
                                isAuthor: boolean;
                                liked: boolean;
                                saved: boolean;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/posts/{id}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Comments of a post, oldest first */
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                    limit?: number;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                author: {
                                    /** @enum {string} */
                                    accountType: "community" | "business";
                                    avatarUrl: string | null;
                                    businessCategory: string | null;
                                    businessName: string | null;
                                    fullName: string | null;
                                    id: string;
                                    isVerified: boolean;
                                    username: string;
                                };
                                body: string;
                                canDelete: boolean;
                                canEdit: boolean;
                                createdAt: string;
                                editedAt: string | null;
                                id: string;
                                postId: string;
                            }[];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /** Comment on a post */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        body: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            author: {
                                /** @enum {string} */
                                accountType: "community" | "business";
                                avatarUrl: string | null;
                                businessCategory: string | null;
                                businessName: string | null;
                                fullName: string | null;
                                id: string;
                                isVerified: boolean;
                                username: string;
                            };
                            body: string;
                            canDelete: boolean;
                            canEdit: boolean;
                            createdAt: string;
                            editedAt: string | null;
                            id: string;
                            postId: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/posts/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A post's versions, newest first: the current one first, then what it read before each edit (whoever may read the post) */
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                    limit?: number;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                /** @enum {string} */
                                audience?: "public" | "followers" | "community";
                                body: string;
                                current: boolean;
                                writtenAt: string;
                            }[];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/posts/{id}/like": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Like a post (idempotent) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            active: boolean;
                            counts: {
                                comments: number;
                                likes: number;
                                saves: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        /** Take back a like (idempotent) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            active: boolean;
                            counts: {
                                comments: number;
                                likes: number;
                                saves: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/posts/{id}/poll/votes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Vote in a post's poll (whoever may read the post); replaces my earlier choice while it is open */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        optionIds: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            closed: boolean;
                            closesAt: string;
                            multiple: boolean;
                            myChoices: string[];
                            options: {
                                id: string;
                                text: string;
                                votes: number | null;
                            }[];
                            resultsVisible: boolean;
                            totalVoters: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        /** Withdraw my vote in a post's poll while it is open */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            closed: boolean;
                            closesAt: string;
                            multiple: boolean;
                            myChoices: string[];
                            options: {
                                id: string;
                                text: string;
                                votes: number | null;
                            }[];
                            resultsVisible: boolean;
                            totalVoters: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/posts/{id}/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Save a post (idempotent) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            active: boolean;
                            counts: {
                                comments: number;
                                likes: number;
                                saves: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        /** Take back a save (idempotent) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            active: boolean;
                            counts: {
                                comments: number;
                                likes: number;
                                saves: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/profiles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Someone's profile as I may see it */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            accountType: "community" | "business";
                            allowNewMessages: boolean;
                            avatarUrl: string | null;
                            bio: string | null;
                            businessCategory: string | null;
                            businessName: string | null;
                            counts: {
                                followers: number;
                                following: number;
                                posts: number;
                            } | null;
                            followRequested: boolean;
                            followsYou: boolean;
                            fullName: string | null;
                            id: string;
                            interests: string[];
                            isFollowing: boolean;
                            isSelf: boolean;
                            isVerified: boolean;
                            lastSeenAt: string | null;
                            location: string | null;
                            online: boolean | null;
                            restricted: boolean;
                            socialMedia: string | null;
                            username: string;
                            website: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/profiles/{id}/block": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Block someone: neither of us sees the other; follows both ways end (they are not told) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            blocked: boolean;
                            muted: boolean;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        /** Unblock someone */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            blocked: boolean;
                            muted: boolean;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/profiles/{id}/follow": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Follow someone, or ask to follow a private profile (idempotent) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            followersCount: number;
                            following: boolean;
                            requested: boolean;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        /** Unfollow someone, or withdraw a request to follow them (idempotent) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            followersCount: number;
                            following: boolean;
                            requested: boolean;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/profiles/{id}/followers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** People who follow someone, newest first */
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                    limit?: number;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                /** @enum {string} */
                                accountType: "community" | "business";
                                avatarUrl: string | null;
                                businessCategory: string | null;
                                businessName: string | null;
                                followRequested: boolean;
                                fullName: string | null;
                                id: string;
                                isFollowing: boolean;
                                isVerified: boolean;
                                online: boolean | null;
                                username: string;
                            }[];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/profiles/{id}/following": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** People someone follows, newest first */
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                    limit?: number;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                /** @enum {string} */
                                accountType: "community" | "business";
                                avatarUrl: string | null;
                                businessCategory: string | null;
                                businessName: string | null;
                                followRequested: boolean;
                                fullName: string | null;
                                id: string;
                                isFollowing: boolean;
                                isVerified: boolean;
                                online: boolean | null;
                                username: string;
                            }[];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/profiles/{id}/mute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Mute someone: their posts and notifications disappear for me only */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            blocked: boolean;
                            muted: boolean;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        /** Unmute someone */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            blocked: boolean;
                            muted: boolean;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/profiles/{id}/posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Someone's posts that I may see */
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                    limit?: number;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                allows: {
                                    comments: boolean;
                                    likes: boolean;
                                    saves: boolean;
                                };
                                /** @enum {string} */
                                audience: "public" | "followers" | "community";
                                author: {
                                    /** @enum {string} */
                                    accountType: "community" | "business";
                                    avatarUrl: string | null;
                                    businessCategory: string | null;
                                    businessName: string | null;
                                    fullName: string | null;
                                    id: string;
                                    isVerified: boolean;
                                    username: string;
                                };
                                body: string;
                                boosted?: boolean;
                                community: {
                                    id: string;
                                    name: string;
                                } | null;
                                counts: {
                                    comments: number;
                                    likes: number;
                                    saves: number;
                                };
                                createdAt: string;
                                editedAt: string | null;
                                id: string;
                                images: {
                                    bytes?: number;
                                    height: number;
                                    url: string;
                                    variants?: {
                                        bytes: number;
                                        height: number;
                                        /** @enum {string} */
                                        type: "image/webp" | "image/jpeg" | "image/png";
                                        url: string;
                                        width: number;
                                    }[];
                                    width: number;
                                }[];
                                poll?: {
                                    closed: boolean;
                                    closesAt: string;
                                    multiple: boolean;
                                    myChoices: string[];
                                    options: {
                                        id: string;
                                        text: string;
                                        votes: number | null;
                                    }[];
                                    resultsVisible: boolean;
                                    totalVoters: number;
                                };
                                viewer: {
                                    canDelete: boolean;
                                    isAuthor: boolean;
                                    liked: boolean;
                                    saved: boolean;
                                };
                            }[];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/profiles/{id}/safety": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether I blocked or muted this person */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            blocked: boolean;
                            muted: boolean;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/push/public-key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The VAPID public key browsers subscribe with */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            publicKey: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/push/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Register this browser for web push when I have no open tab */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uri */
                        endpoint: string;
                        keys: {
                            auth: string;
                            p256dh: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        /** Stop web push to this browser */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        endpoint: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Report a post, comment, profile, community, message, event, service or review to the site admins */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default [] */
                        attachedPostIds?: string[];
                        /** @enum {string} */
                        category: "spam" | "harassment" | "violence" | "false_information" | "illegal" | "other";
                        /** @default  */
                        details?: string;
                        /** @enum {string} */
                        kind: "post" | "comment" | "profile" | "community" | "message" | "event" | "service" | "review";
                        targetId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/reviews/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Edit my review */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        body?: string;
                        rating?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            body: string;
                            createdAt: string;
                            edited: boolean;
                            id: string;
                            rating: number;
                            repliedAt: string | null;
                            reply: string | null;
                            requestId: string;
                            reviewer: {
                                /** @enum {string} */
                                accountType: "community" | "business";
                                avatarUrl: string | null;
                                businessCategory: string | null;
                                businessName: string | null;
                                fullName: string | null;
                                id: string;
                                isVerified: boolean;
                                username: string;
                            };
                            serviceId: string;
                            updatedAt: string;
                            viewer: {
                                canReply: boolean;
                                isReviewer: boolean;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/reviews/{id}/reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** The business's one reply to a review of its service */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        body: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            body: string;
                            createdAt: string;
                            edited: boolean;
                            id: string;
                            rating: number;
                            repliedAt: string | null;
                            reply: string | null;
                            requestId: string;
                            reviewer: {
                                /** @enum {string} */
                                accountType: "community" | "business";
                                avatarUrl: string | null;
                                businessCategory: string | null;
                                businessName: string | null;
                                fullName: string | null;
                                id: string;
                                isVerified: boolean;
                                username: string;
                            };
                            serviceId: string;
                            updatedAt: string;
                            viewer: {
                                canReply: boolean;
                                isReviewer: boolean;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/service-requests/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Move a request: the business accepts (optionally proposing a time), declines or completes; the member cancels */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default null */
                        proposedDate?: string | null;
                        /** @default null */
                        proposedTime?: string | null;
                        /** @enum {string} */
                        state: "accepted";
                    } | {
                        reason: string;
                        /** @enum {string} */
                        state: "declined";
                    } | {
                        /** @enum {string} */
                        state: "cancelled";
                    } | {
                        /** @enum {string} */
                        state: "completed";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            business: {
                                /** @enum {string} */
                                accountType: "community" | "business";
                                avatarUrl: string | null;
                                businessCategory: string | null;
                                businessName: string | null;
                                fullName: string | null;
                                id: string;
                                isVerified: boolean;
                                username: string;
                            };
                            createdAt: string;
                            declineReason: string | null;
                            expiresAt: string;
                            id: string;
                            member: {
                                /** @enum {string} */
                                accountType: "community" | "business";
                                avatarUrl: string | null;
                                businessCategory: string | null;
                                businessName: string | null;
                                fullName: string | null;
                                id: string;
                                isVerified: boolean;
                                username: string;
                            };
                            message: string;
                            need: string;
                            preferredDate: string | null;
                            preferredTime: string | null;
                            proposedDate: string | null;
                            proposedTime: string | null;
                            review: {
                                body: string;
                                createdAt: string;
                                edited: boolean;
                                id: string;
                                rating: number;
                                repliedAt: string | null;
                                reply: string | null;
                                requestId: string;
                                reviewer: {
                                    /** @enum {string} */
                                    accountType: "community" | "business";
                                    avatarUrl: string | null;
                                    businessCategory: string | null;
                                    businessName: string | null;
                                    fullName: string | null;
                                    id: string;
                                    isVerified: boolean;
                                    username: string;
                                };
                                serviceId: string;
                                updatedAt: string;
                                viewer: {
                                    canReply: boolean;
                                    isReviewer: boolean;
                                };
                            } | null;
                            service: {
                                /** @enum {string} */
                                category: "ethiopian_restaurant" | "coffee_shop" | "ethiopian_market" | "catering" | "teff_flour" | "coffee_import_export" | "traditional_clothing" | "jewelry" | "transport_taxi" | "daycare" | "group_home" | "language_cultural_school" | "media" | "construction" | "logistics" | "tech_startup" | "online_retail" | "hair_salon" | "makeup_artist" | "barbershop" | "event_planning" | "photography" | "traditional_music_band" | "dj_sound" | "accounting_tax" | "real_estate" | "immigration_consultancy" | "legal" | "insurance" | "other";
                                id: string;
                                photoUrl: string | null;
                                title: string;
                            };
                            /** @enum {string} */
                            state: "requested" | "accepted" | "declined" | "expired" | "cancelled" | "completed";
                            updatedAt: string;
                            viewer: {
                                can: ("accepted" | "declined" | "cancelled" | "completed")[];
                                canReview: boolean;
                                /** @enum {string} */
                                role: "business" | "member";
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/service-requests/{id}/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Review a completed request of mine, once (1–5 stars and text) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default  */
                        body?: string;
                        rating: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            body: string;
                            createdAt: string;
                            edited: boolean;
                            id: string;
                            rating: number;
                            repliedAt: string | null;
                            reply: string | null;
                            requestId: string;
                            reviewer: {
                                /** @enum {string} */
                                accountType: "community" | "business";
                                avatarUrl: string | null;
                                businessCategory: string | null;
                                businessName: string | null;
                                fullName: string | null;
                                id: string;
                                isVerified: boolean;
                                username: string;
                            };
                            serviceId: string;
                            updatedAt: string;
                            viewer: {
                                canReply: boolean;
                                isReviewer: boolean;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/services": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Discover services by text, category, city and language; best rated or newest first */
        get: {
            parameters: {
                query?: {
                    businessId?: string;
                    category?: "ethiopian_restaurant" | "coffee_shop" | "ethiopian_market" | "catering" | "teff_flour" | "coffee_import_export" | "traditional_clothing" | "jewelry" | "transport_taxi" | "daycare" | "group_home" | "language_cultural_school" | "media" | "construction" | "logistics" | "tech_startup" | "online_retail" | "hair_salon" | "makeup_artist" | "barbershop" | "event_planning" | "photography" | "traditional_music_band" | "dj_sound" | "accounting_tax" | "real_estate" | "immigration_consultancy" | "legal" | "insurance" | "other";
                    city?: string;
                    cursor?: string;
                    language?: "am" | "ti" | "en" | "om" | "so" | "ar" | "fr" | "es" | "de" | "it";
                    limit?: number;
                    q?: string;
                    sort?: "rating" | "newest";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                business: {
                                    /** @enum {string} */
                                    accountType: "community" | "business";
                                    avatarUrl: string | null;
                                    businessCategory: string | null;
                                    businessName: string | null;
                                    fullName: string | null;
                                    id: string;
                                    isVerified: boolean;
                                    username: string;
                                };
                                /** @enum {string} */
                                category: "ethiopian_restaurant" | "coffee_shop" | "ethiopian_market" | "catering" | "teff_flour" | "coffee_import_export" | "traditional_clothing" | "jewelry" | "transport_taxi" | "daycare" | "group_home" | "language_cultural_school" | "media" | "construction" | "logistics" | "tech_startup" | "online_retail" | "hair_salon" | "makeup_artist" | "barbershop" | "event_planning" | "photography" | "traditional_music_band" | "dj_sound" | "accounting_tax" | "real_estate" | "immigration_consultancy" | "legal" | "insurance" | "other";
                                city: string;
                                contact: {
                                    email: string | null;
                                    phone: string | null;
                                    social: string | null;
                                    website: string | null;
                                };
                                createdAt: string;
                                description: string;
                                hours: {
                                    closes: string;
                                    day: number;
                                    opens: string;
                                }[] | null;
                                id: string;
                                languages: ("am" | "ti" | "en" | "om" | "so" | "ar" | "fr" | "es" | "de" | "it")[];
                                paused: boolean;
                                photos: {
                                    height: number;
                                    url: string;
                                    width: number;
                                }[];
                                price: {
                                    /** @enum {string} */
                                    kind: "ask";
                                } | {
                                    /** @enum {string} */
                                    currency: "USD" | "CAD" | "GBP" | "EUR" | "ETB";
                                    /** @enum {string} */
                                    kind: "range";
                                    max: number;
                                    min: number;
                                };
                                rating: {
                                    average: number | null;
                                    count: number;
                                };
                                serviceArea: string;
                                title: string;
                                updatedAt: string;
                                viewer: {
                                    canRequest: boolean;
                                    isOwner: boolean;
                                    openRequest?: {
                                        createdAt: string;
                                        id: string;
                                        /** @enum {string} */
                                        state: "requested" | "accepted";
                                    } | null;
                                };
                            }[];
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /** List a service (business accounts; photos uploaded first as images) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        category: "ethiopian_restaurant" | "coffee_shop" | "ethiopian_market" | "catering" | "teff_flour" | "coffee_import_export" | "traditional_clothing" | "jewelry" | "transport_taxi" | "daycare" | "group_home" | "language_cultural_school" | "media" | "construction" | "logistics" | "tech_startup" | "online_retail" | "hair_salon" | "makeup_artist" | "barbershop" | "event_planning" | "photography" | "traditional_music_band" | "dj_sound" | "accounting_tax" | "real_estate" | "immigration_consultancy" | "legal" | "insurance" | "other";
                        city: string;
                        contact?: {
                            email: string | null;
                            phone: string | null;
                            social: string | null;
                            website: string | null;
                        };
                        description: string;
                        /** @default null */
                        hours?: {
                            closes: string;
                            day: number;
                            opens: string;
                        }[] | null;
                        languages: ("am" | "ti" | "en" | "om" | "so" | "ar" | "fr" | "es" | "de" | "it")[];
                        /** @default false */
                        paused?: boolean;
                        /** @default [] */
                        photos?: string[];
                        price: {
                            /** @enum {string} */
                            kind: "ask";
                        } | {
                            /** @enum {string} */
                            currency: "USD" | "CAD" | "GBP" | "EUR" | "ETB";
                            /** @enum {string} */
                            kind: "range";
                            max: number;
                            min: number;
                        };
                        /** @default  */
                        serviceArea?: string;
                        title: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            business: {
                                /** @enum {string} */
                                accountType: "community" | "business";
                                avatarUrl: string | null;
                                businessCategory: string | null;
                                businessName: string | null;
                                fullName: string | null;
                                id: string;
                                isVerified: boolean;
                                username: string;
                            };
                            /** @enum {string} */
                            category: "ethiopian_restaurant" | "coffee_shop" | "ethiopian_market" | "catering" | "teff_flour" | "coffee_import_export" | "traditional_clothing" | "jewelry" | "transport_taxi" | "daycare" | "group_home" | "language_cultural_school" | "media" | "construction" | "logistics" | "tech_startup" | "online_retail" | "hair_salon" | "makeup_artist" | "barbershop" | "event_planning" | "photography" | "traditional_music_band" | "dj_sound" | "accounting_tax" | "real_estate" | "immigration_consultancy" | "legal" | "insurance" | "other";
                            city: string;
                            contact: {
                                email: string | null;
                                phone: string | null;
                                social: string | null;
                                website: string | null;
                            };
                            createdAt: string;
                            description: string;
                            hours: {
                                closes: string;
                                day: number;
                                opens: string;
                            }[] | null;
                            id: string;
                            languages: ("am" | "ti" | "en" | "om" | "so" | "ar" | "fr" | "es" | "de" | "it")[];
                            paused: boolean;
                            photos: {
                                height: number;
                                url: string;
                                width: number;
                            }[];
                            price: {
                                /** @enum {string} */
                                kind: "ask";
                            } | {
                                /** @enum {string} */
                                currency: "USD" | "CAD" | "GBP" | "EUR" | "ETB";
                                /** @enum {string} */
                                kind: "range";
                                max: number;
                                min: number;
                            };
                            rating: {
                                average: number | null;
                                count: number;
                            };
                            serviceArea: string;
                            title: string;
                            updatedAt: string;
                            viewer: {
                                canRequest: boolean;
                                isOwner: boolean;
                                openRequest?: {
                                    createdAt: string;
                                    id: string;
                                    /** @enum {string} */
                                    state: "requested" | "accepted";
                                } | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/services/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A service (a paused one only for its business) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            business: {
                                /** @enum {string} */
                                accountType: "community" | "business";
                                avatarUrl: string | null;
                                businessCategory: string | null;
                                businessName: string | null;
                                fullName: string | null;
                                id: string;
                                isVerified: boolean;
                                username: string;
                            };
                            /** @enum {string} */
                            category: "ethiopian_restaurant" | "coffee_shop" | "ethiopian_market" | "catering" | "teff_flour" | "coffee_import_export" | "traditional_clothing" | "jewelry" | "transport_taxi" | "daycare" | "group_home" | "language_cultural_school" | "media" | "construction" | "logistics" | "tech_startup" | "online_retail" | "hair_salon" | "makeup_artist" | "barbershop" | "event_planning" | "photography" | "traditional_music_band" | "dj_sound" | "accounting_tax" | "real_estate" | "immigration_consultancy" | "legal" | "insurance" | "other";
                            city: string;
                            contact: {
                                email: string | null;
                                phone: string | null;
                                social: string | null;
                                website: string | null;
                            };
                            createdAt: string;
                            description: string;
                            hours: {
                                closes: string;
                                day: number;
                                opens: string;
                            }[] | null;
                            id: string;
                            languages: ("am" | "ti" | "en" | "om" | "so" | "ar" | "fr" | "es" | "de" | "it")[];
                            paused: boolean;
                            photos: {
                                height: number;
                                url: string;
                                width: number;
                            }[];
                            price: {
                                /** @enum {string} */
                                kind: "ask";
                            } | {
                                /** @enum {string} */
                                currency: "USD" | "CAD" | "GBP" | "EUR" | "ETB";
                                /** @enum {string} */
                                kind: "range";
                                max: number;
                                min: number;
                            };
                            rating: {
                                average: number | null;
                                count: number;
                            };
                            serviceArea: string;
                            title: string;
                            updatedAt: string;
                            viewer: {
                                canRequest: boolean;
                                isOwner: boolean;
                                openRequest?: {
                                    createdAt: string;
                                    id: string;
                                    /** @enum {string} */
                                    state: "requested" | "accepted";
                                } | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete a service of mine with its requests and reviews */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Edit, pause or resume a service of mine */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        category?: "ethiopian_restaurant" | "coffee_shop" | "ethiopian_market" | "catering" | "teff_flour" | "coffee_import_export" | "traditional_clothing" | "jewelry" | "transport_taxi" | "daycare" | "group_home" | "language_cultural_school" | "media" | "construction" | "logistics" | "tech_startup" | "online_retail" | "hair_salon" | "makeup_artist" | "barbershop" | "event_planning" | "photography" | "traditional_music_band" | "dj_sound" | "accounting_tax" | "real_estate" | "immigration_consultancy" | "legal" | "insurance" | "other";
                        city?: string;
                        contact?: {
                            email: string | null;
                            phone: string | null;
                            social: string | null;
                            website: string | null;
                        };
                        description?: string;
                        hours?: {
                            closes: string;
                            day: number;
                            opens: string;
                        }[] | null;
                        languages?: ("am" | "ti" | "en" | "om" | "so" | "ar" | "fr" | "es" | "de" | "it")[];
                        paused?: boolean;
                        photos?: string[];
                        price?: {
                            /** @enum {string} */
                            kind: "ask";
                        } | {
                            /** @enum {string} */
                            currency: "USD" | "CAD" | "GBP" | "EUR" | "ETB";
                            /** @enum {string} */
                            kind: "range";
                            max: number;
                            min: number;
                        };
                        serviceArea?: string;
                        title?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            business: {
                                /** @enum {string} */
                                accountType: "community" | "business";
                                avatarUrl: string | null;
                                businessCategory: string | null;
                                businessName: string | null;
                                fullName: string | null;
                                id: string;
                                isVerified: boolean;
                                username: string;
                            };
                            /** @enum {string} */
                            category: "ethiopian_restaurant" | "coffee_shop" | "ethiopian_market" | "catering" | "teff_flour" | "coffee_import_export" | "traditional_clothing" | "jewelry" | "transport_taxi" | "daycare" | "group_home" | "language_cultural_school" | "media" | "construction" | "logistics" | "tech_startup" | "online_retail" | "hair_salon" | "makeup_artist" | "barbershop" | "event_planning" | "photography" | "traditional_music_band" | "dj_sound" | "accounting_tax" | "real_estate" | "immigration_consultancy" | "legal" | "insurance" | "other";
                            city: string;
                            contact: {
                                email: string | null;
                                phone: string | null;
                                social: string | null;
                                website: string | null;
                            };
                            createdAt: string;
                            description: string;
                            hours: {
                                closes: string;
                                day: number;
                                opens: string;
                            }[] | null;
                            id: string;
                            languages: ("am" | "ti" | "en" | "om" | "so" | "ar" | "fr" | "es" | "de" | "it")[];
                            paused: boolean;
                            photos: {
                                height: number;
                                url: string;
                                width: number;
                            }[];
                            price: {
                                /** @enum {string} */
                                kind: "ask";
                            } | {
                                /** @enum {string} */
                                currency: "USD" | "CAD" | "GBP" | "EUR" | "ETB";
                                /** @enum {string} */
                                kind: "range";
                                max: number;
                                min: number;
                            };
                            rating: {
                                average: number | null;
                                count: number;
                            };
                            serviceArea: string;
                            title: string;
                            updatedAt: string;
                            viewer: {
                                canRequest: boolean;
                                isOwner: boolean;
                                openRequest?: {
                                    createdAt: string;
                                    id: string;
                                    /** @enum {string} */
                                    state: "requested" | "accepted";
                                } | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/services/{id}/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Request a service: what I need, a preferred date and time, a message */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default  */
                        message?: string;
                        need: string;
                        /** @default null */
                        preferredDate?: string | null;
                        /** @default null */
                        preferredTime?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            business: {
                                /** @enum {string} */
                                accountType: "community" | "business";
                                avatarUrl: string | null;
                                businessCategory: string | null;
                                businessName: string | null;
                                fullName: string | null;
                                id: string;
                                isVerified: boolean;
                                username: string;
                            };
                            createdAt: string;
                            declineReason: string | null;
                            expiresAt: string;
                            id: string;
                            member: {
                                /** @enum {string} */
                                accountType: "community" | "business";
                                avatarUrl: string | null;
                                businessCategory: string | null;
                                businessName: string | null;
                                fullName: string | null;
                                id: string;
                                isVerified: boolean;
                                username: string;
                            };
                            message: string;
                            need: string;
                            preferredDate: string | null;
                            preferredTime: string | null;
                            proposedDate: string | null;
                            proposedTime: string | null;
                            review: {
                                body: string;
                                createdAt: string;
                                edited: boolean;
                                id: string;
                                rating: number;
                                repliedAt: string | null;
                                reply: string | null;
                                requestId: string;
                                reviewer: {
                                    /** @enum {string} */
                                    accountType: "community" | "business";
                                    avatarUrl: string | null;
                                    businessCategory: string | null;
                                    businessName: string | null;
                                    fullName: string | null;
                                    id: string;
                                    isVerified: boolean;
                                    username: string;
                                };
                                serviceId: string;
                                updatedAt: string;
                                viewer: {
                                    canReply: boolean;
                                    isReviewer: boolean;
                                };
                            } | null;
                            service: {
                                /** @enum {string} */
                                category: "ethiopian_restaurant" | "coffee_shop" | "ethiopian_market" | "catering" | "teff_flour" | "coffee_import_export" | "traditional_clothing" | "jewelry" | "transport_taxi" | "daycare" | "group_home" | "language_cultural_school" | "media" | "construction" | "logistics" | "tech_startup" | "online_retail" | "hair_salon" | "makeup_artist" | "barbershop" | "event_planning" | "photography" | "traditional_music_band" | "dj_sound" | "accounting_tax" | "real_estate" | "immigration_consultancy" | "legal" | "insurance" | "other";
                                id: string;
                                photoUrl: string | null;
                                title: string;
                            };
                            /** @enum {string} */
                            state: "requested" | "accepted" | "declined" | "expired" | "cancelled" | "completed";
                            updatedAt: string;
                            viewer: {
                                can: ("accepted" | "declined" | "cancelled" | "completed")[];
                                canReview: boolean;
                                /** @enum {string} */
                                role: "business" | "member";
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/services/{id}/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A service's reviews, newest first, with its average and count */
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                    limit?: number;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                body: string;
                                createdAt: string;
                                edited: boolean;
                                id: string;
                                rating: number;
                                repliedAt: string | null;
                                reply: string | null;
                                requestId: string;
                                reviewer: {
                                    /** @enum {string} */
                                    accountType: "community" | "business";
                                    avatarUrl: string | null;
                                    businessCategory: string | null;
                                    businessName: string | null;
                                    fullName: string | null;
                                    id: string;
                                    isVerified: boolean;
                                    username: string;
                                };
                                serviceId: string;
                                updatedAt: string;
                                viewer: {
                                    canReply: boolean;
                                    isReviewer: boolean;
                                };
                            }[];
                            nextCursor: string | null;
                            rating: {
                                average: number | null;
                                count: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user and their profile, or null when signed out */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            profile: {
                                /** @enum {string} */
                                accountType: "community" | "business";
                                allowCommentNotifications: boolean;
                                allowCommentsOnPosts: boolean;
                                allowFollowNotifications: boolean;
                                allowLikeNotifications: boolean;
                                allowLikesOnPosts: boolean;
                                allowNewMessages: boolean;
                                allowSaveNotifications: boolean;
                                allowSavesOnPosts: boolean;
                                avatarUrl: string | null;
                                bio: string | null;
                                businessCategory: string | null;
                                businessEmail: string | null;
                                businessName: string | null;
                                /** @enum {string} */
                                calendarPreference: "gregorian" | "ethiopian" | "both";
                                createdAt: string;
                                fullName: string | null;
                                hideOnlineStatus: boolean;
                                id: string;
                                interests: string[];
                                isVerified: boolean;
                                /** @enum {string} */
                                languagePreference: "en" | "am" | "ti";
                                location: string | null;
                                notifyOnComments: boolean;
                                notifyOnFollows: boolean;
                                notifyOnLikes: boolean;
                                notifyOnSaves: boolean;
                                profileComplete: boolean;
                                publicProfile: boolean;
                                restrictMessagingToContacts: boolean;
                                showReadReceipts: boolean;
                                socialMedia: string | null;
                                timeZone: string | null;
                                updatedAt: string;
                                username: string;
                                website: string | null;
                            };
                            user: {
                                email: string;
                                emailVerified: boolean;
                                id: string;
                                isAdmin?: boolean;
                                twoFactorEnabled: boolean;
                            };
                        } | null;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/test-checkout/{sessionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The built-in test checkout: what is being paid (only without Stripe) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    sessionId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            amount: number;
                            cancelUrl: string;
                            currency: string;
                            description: string;
                            details: {
                                [key: string]: string | number;
                            };
                            expiresAt: string;
                            /** @enum {string} */
                            kind: "event_creation" | "post_boost";
                            paymentId: string;
                            returnUrl: string;
                            sessionId: string;
                            /** @enum {string} */
                            status: "pending" | "paid" | "failed" | "expired" | "refunded" | "superseded";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/test-checkout/{sessionId}/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pay at the built-in test checkout with one of Stripe's test cards */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    sessionId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        cardNumber: string;
                        cvc: string;
                        expiry: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            returnUrl: string;
                            /** @enum {string} */
                            status: "pending" | "paid" | "failed" | "expired" | "refunded" | "superseded";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/usernames/{name}/availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether a username is free (case-insensitive) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    name: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            available: boolean;
                            username: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                code: string;
                                /** @description Field-level problems of a VALIDATION_FAILED answer */
                                issues?: {
                                    key?: string;
                                    message: string;
                                    path: string;
                                }[];
                                message: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
