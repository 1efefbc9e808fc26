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
                        language?: "en" | "am";
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
                        language?: "en" | "am";
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
                            createdAt: string;
                            fullName: string | null;
                            hideOnlineStatus: boolean;
                            id: string;
                            interests: string[];
                            isVerified: boolean;
                            /** @enum {string} */
                            languagePreference: "en" | "am";
                            location: string | null;
                            notifyOnComments: boolean;
                            notifyOnFollows: boolean;
                            notifyOnLikes: boolean;
                            notifyOnSaves: boolean;
                            profileComplete: boolean;
                            publicProfile: boolean;
                            restrictMessagingToContacts: boolean;
                            socialMedia: string | null;
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
                                status: "pending" | "paid" | "failed" | "expired" | "refunded";
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
                            createdAt: string;
                            fullName: string | null;
                            hideOnlineStatus: boolean;
                            id: string;
                            interests: string[];
                            isVerified: boolean;
                            /** @enum {string} */
                            languagePreference: "en" | "am";
                            location: string | null;
                            notifyOnComments: boolean;
                            notifyOnFollows: boolean;
                            notifyOnLikes: boolean;
                            notifyOnSaves: boolean;
                            profileComplete: boolean;
                            publicProfile: boolean;
                            restrictMessagingToContacts: boolean;
                            socialMedia: string | null;
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
                        fullName?: string;
                        interests?: string[];
                        /** @enum {string} */
                        languagePreference?: "en" | "am";
                        location?: string | null;
                        profileComplete?: boolean;
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
                            createdAt: string;
                            fullName: string | null;
                            hideOnlineStatus: boolean;
                            id: string;
                            interests: string[];
                            isVerified: boolean;
                            /** @enum {string} */
                            languagePreference: "en" | "am";
                            location: string | null;
                            notifyOnComments: boolean;
                            notifyOnFollows: boolean;
                            notifyOnLikes: boolean;
                            notifyOnSaves: boolean;
                            profileComplete: boolean;
                            publicProfile: boolean;
                            restrictMessagingToContacts: boolean;
                            socialMedia: string | null;
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
                                    link: string;
                                    post_id?: string;
                                    request_id?: string;
                                    /** @enum {string} */
                                    status?: "pending" | "approved" | "rejected";
                                };
                                id: string;
                                message: string;
                                readAt: string | null;
                                title: string;
                                /** @enum {string} */
                                type: "like" | "comment" | "follow" | "save" | "community_join_request" | "message" | "follow_request" | "follow_accepted" | "community_join_approved" | "community_join_rejected" | "community_deleted";
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
                            status: "pending" | "paid" | "failed" | "expired" | "refunded";
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
                                createdAt: string;
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
                            createdAt: string;
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
                                createdAt: string;
                                fullName: string | null;
                                hideOnlineStatus: boolean;
                                id: string;
                                interests: string[];
                                isVerified: boolean;
                                /** @enum {string} */
                                languagePreference: "en" | "am";
                                location: string | null;
                                notifyOnComments: boolean;
                                notifyOnFollows: boolean;
                                notifyOnLikes: boolean;
                                notifyOnSaves: boolean;
                                profileComplete: boolean;
                                publicProfile: boolean;
                                restrictMessagingToContacts: boolean;
                                socialMedia: string | null;
                                updatedAt: string;
                                username: string;
                                website: string | null;
                            };
                            user: {
                                email: string;
                                emailVerified: boolean;
                                id: string;
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
                            status: "pending" | "paid" | "failed" | "expired" | "refunded";
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
                            status: "pending" | "paid" | "failed" | "expired" | "refunded";
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
