// swift-tools-version: 6.2
